// One module per account flow: a module comes with what it imports, so each flow's texts
// load with its own screen, and the login page gets the login's alone.
export { changePasswordMessage } from "./changePassword";
export { loginErrorMessage, loginOffersConnectionCheck, loginOffersResendValidation } from "./login";
export { passwordResetMessage } from "./passwordReset";
export { recoverUsernameMessage } from "./recoverUsername";
export { resendValidationMessage } from "./resendValidation";
export { setPasswordMessage } from "./setPassword";
export { SIGNUP_BLOCKING_STATUSES, signupResultMessage, signupSendBlocked, signupSucceeded } from "./signup";
