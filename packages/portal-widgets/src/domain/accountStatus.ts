import { esES, type Messages } from "../locales/es-ES";
import { messageForCode } from "../locales/format";

type Code = number | string | null | undefined;

const sameCode = (code: Code, expected: number) => code !== null && code !== undefined && String(code) === String(expected);

/** Login failure text for a code from `failedLoginCode`. */
export function loginErrorMessage(code: Code, messages: Messages = esES): string {
  return messageForCode(messages.login.codes, code);
}

/** Codes 157 and 461 (account not validated) offer a link to resend the validation e-mail. */
export function loginOffersResendValidation(code: Code): boolean {
  return sameCode(code, 157) || sameCode(code, 461);
}

/** Codes 470 and above offer the "Comprobar conexión" diagnostic. */
export function loginOffersConnectionCheck(code: Code): boolean {
  return Number(code) >= 470;
}

/** Signup statuses after which the send button stays disabled. */
export const SIGNUP_BLOCKING_STATUSES = [403, 0, 203, 461, 500] as const;

export function signupSendBlocked(status: Code): boolean {
  return SIGNUP_BLOCKING_STATUSES.some((blocking) => sameCode(status, blocking));
}

/** Signup result; a 500 carrying code 103 means, like 200, that the username exists. */
export function signupResultMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const statuses = messages.signup.statuses;
  if (sameCode(status, 500) && sameCode(code, 103)) return statuses["200"];
  return messageForCode(statuses, status);
}

/** Signup statuses that mean the account was created (thanks + activation e-mail). */
export function signupSucceeded(status: Code): boolean {
  return [201, 204, 207].some((ok) => sameCode(status, ok));
}

export function changePasswordMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messages.changePassword.statuses, status);
}

export function resendValidationMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messages.resendValidation.statuses, status);
}

/** Reset request: a known detail code (169, 170, 174) wins over the status text. */
export function passwordResetMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const codes: Record<string, string> = messages.passwordReset.codes;
  if (code !== null && code !== undefined && Object.hasOwn(codes, String(code))) return codes[String(code)] as string;
  return messageForCode(messages.passwordReset.statuses, status);
}

/** Set password: a known code (147, 176) is shown instead of the status text. */
export function setPasswordMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const codes: Record<string, string> = messages.setPassword.codes;
  if (code !== null && code !== undefined && Object.hasOwn(codes, String(code))) return codes[String(code)] as string;
  return messageForCode(messages.setPassword.statuses, status);
}

export function recoverUsernameMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messages.recoverUsername.statuses, status);
}
