import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { type Code, codeText } from "./code";

/** Set password: a known code (147, 176) is shown instead of the status text. */
export function setPasswordMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const texts = messages.setPassword;
  return codeText(texts.codes, code) ?? messageForCode(texts.statuses, status);
}
