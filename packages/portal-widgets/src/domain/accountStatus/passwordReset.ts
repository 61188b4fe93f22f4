import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { messagesOf } from "../../locales/messageAreas/area";
import { passwordResetMessages } from "../../locales/messageAreas/passwordReset";
import { type Code, codeText } from "./code";

/** Reset request: a known detail code (169, 170, 174) wins over the status text. */
export function passwordResetMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const texts = messagesOf(messages, passwordResetMessages);
  return codeText(texts.codes, code) ?? messageForCode(texts.statuses, status);
}
