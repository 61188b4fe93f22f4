import { textArea } from "../textArea";

/** The login area's link to resend the validation e-mail (login.ts), also on the validation error page. */
export const resendValidationLink = "Solicitar un nuevo enlace de validación";

/**
 * The link's handle, for the validation error page: a handle of its own, so that page does not
 * import the login area's module (in the embed, that import moves the first load's shared
 * sentences into a chunk of their own).
 */
export const loginValidationLinkMessages = textArea("login", { resendValidationLink });
