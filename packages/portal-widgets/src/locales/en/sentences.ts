// Sentences several areas of this catalogue repeat: written once, so they cannot drift apart.

export const internalError = "An internal error has occurred. Please try again later.";
export const unavailable = "The service is not available right now. Please try again later.";
export const specialCharacters = "The password contains special characters that are not allowed.";
export const retryLater = "An error has occurred. Please try again later.";
export const unexpectedError = "An unexpected error has occurred.";
export const wrongCredentials = "The username and/or password are not correct.";
export const notValidated = "Your account has not been validated yet. Request a new validation link.";
export const cannotConnect = "Cannot connect to the Oficina Virtual. Please try again later.";
export const sessionExpired = "Your session has expired. Please enter your username and password again.";
export const signupThanks = "Thank you for signing up! We have sent you an e-mail to activate your account.";
export const noContract = "No contract was found with the details provided. Please contact Customer Service.";
export const validationSent = "We have sent you the validation e-mail again.";
export const resetSent = "We have sent you an e-mail to change your password.";
export const wrongCurrentPassword = "The current password is not correct.";
