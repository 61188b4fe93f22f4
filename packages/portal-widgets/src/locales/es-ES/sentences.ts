// Sentences several es-ES areas repeat, the first load's (index.ts) and the lazily read ones
// alike: written once, so they cannot drift apart. `unavailable` and `specialCharacters` only
// lazily read areas use: a module of their own would cost the account pages one more chunk.

export const internalError = "Se ha producido un error interno. Por favor, inténtalo más tarde.";
export const retryLater = "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.";
export const unexpectedError = "Ha ocurrido un error inesperado.";
export const unavailable = "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.";
export const specialCharacters = "La contraseña contiene caracteres especiales no permitidos.";
