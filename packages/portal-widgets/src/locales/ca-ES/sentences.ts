// Sentences several areas of this catalogue repeat: written once, so they cannot drift apart.

export const internalError = "S'ha produït un error intern. Torna-ho a provar més tard.";
export const unavailable = "El servei no està disponible en aquest moment. Torna-ho a provar més tard.";
export const specialCharacters = "La contrasenya conté caràcters especials no permesos.";
export const retryLater = "S'ha produït un error. Torna-ho a provar més tard.";
export const unexpectedError = "S'ha produït un error inesperat.";
export const wrongCredentials = "L'usuari i/o la contrasenya no són correctes per accedir.";
export const notValidated = "El teu compte encara no s'ha validat. Sol·licita un nou enllaç de validació.";
export const cannotConnect = "No és possible connectar amb l'Oficina Virtual. Torna-ho a provar més tard.";
export const sessionExpired = "La sessió ha caducat, introdueix el teu usuari i contrasenya de nou.";
export const signupThanks = "Gràcies per registrar-te! T'hem enviat un correu electrònic per activar el teu compte.";
export const noContract = "No s'ha trobat cap contracte amb les dades facilitades. Contacta amb Atenció al Client.";
export const validationSent = "T'hem tornat a enviar el correu electrònic de validació.";
export const resetSent = "T'hem enviat un correu electrònic per canviar la contrasenya.";
export const wrongCurrentPassword = "La contrasenya actual no és correcta.";
