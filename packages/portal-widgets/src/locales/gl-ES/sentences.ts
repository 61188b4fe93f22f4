// Sentences several areas of this catalogue repeat: written once, so they cannot drift apart.

export const internalError = "Produciuse un erro interno. Por favor, téntao máis tarde.";
export const unavailable = "O servizo non está dispoñible neste momento. Por favor, téntao máis tarde.";
export const specialCharacters = "O contrasinal contén caracteres especiais non permitidos.";
export const retryLater = "Produciuse un erro. Por favor, téntao de novo máis tarde.";
export const unexpectedError = "Produciuse un erro inesperado.";
export const wrongCredentials = "O usuario e/ou o contrasinal non son correctos para acceder.";
export const notValidated = "A túa conta aínda non foi validada. Solicita unha nova ligazón de validación.";
export const cannotConnect = "Non é posible conectar coa Oficina Virtual. Por favor, téntao máis tarde.";
export const sessionExpired = "A sesión caducou, introduce o teu usuario e contrasinal de novo.";
export const signupThanks = "Grazas por rexistrarte! Enviámosche un correo electrónico para activar a túa conta.";
export const noContract = "Non se atopou ningún contrato cos datos facilitados. Por favor, contacta con Atención ao Cliente.";
export const validationSent = "Enviámosche de novo o correo electrónico de validación.";
export const resetSent = "Enviámosche un correo electrónico para cambiar o teu contrasinal.";
export const wrongCurrentPassword = "O contrasinal actual non é correcto.";
