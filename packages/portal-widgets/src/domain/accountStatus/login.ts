import { esES, type Messages } from "../../locales/es-ES";
import { loginMessages } from "../../locales/es-ES/login";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import type { Code } from "./code";

/** Login failure text for a code from `failedLoginCode`. */
export function loginErrorMessage(code: Code, messages: Messages = esES): string {
  return messageForCode(textsOf(messages, loginMessages).codes, code);
}

/** Codes 157 and 461 (account not validated) offer a link to resend the validation e-mail. */
export function loginOffersResendValidation(code: Code): boolean {
  // Not code.ts's sameCode: the login page would load that module as a chunk of its own.
  return code !== null && code !== undefined && ["157", "461"].includes(String(code));
}

/** Codes 470 and above offer the "Comprobar conexión" diagnostic. */
export function loginOffersConnectionCheck(code: Code): boolean {
  return Number(code) >= 470;
}
