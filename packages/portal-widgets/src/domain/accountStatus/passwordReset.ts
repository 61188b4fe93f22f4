import { esES, type Messages } from "../../locales/es-ES";
import { passwordResetMessages } from "../../locales/es-ES/passwordReset";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { type Code, codeText } from "./code";

/** Reset request: a known detail code (169, 170, 174) wins over the status text. */
export function passwordResetMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const texts = textsOf(messages, passwordResetMessages);
  return codeText(texts.codes, code) ?? messageForCode(texts.statuses, status);
}
