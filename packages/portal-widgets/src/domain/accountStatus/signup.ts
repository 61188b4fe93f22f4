import { esES, type Messages } from "../../locales/es-ES";
import { signupMessages } from "../../locales/es-ES/signup";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { type Code, sameCode } from "./code";

/** Signup statuses after which the send button stays disabled. */
export const SIGNUP_BLOCKING_STATUSES = [403, 0, 203, 461, 500] as const;

export function signupSendBlocked(status: Code): boolean {
  return SIGNUP_BLOCKING_STATUSES.some((blocking) => sameCode(status, blocking));
}

/** Signup result; a 500 carrying code 103 means, like 200, that the username exists. */
export function signupResultMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const statuses = textsOf(messages, signupMessages).statuses;
  if (sameCode(status, 500) && sameCode(code, 103)) return statuses["200"];
  return messageForCode(statuses, status);
}

/** Signup statuses that mean the account was created (thanks + activation e-mail). */
export function signupSucceeded(status: Code): boolean {
  return [201, 204, 207].some((ok) => sameCode(status, ok));
}
