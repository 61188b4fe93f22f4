import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { messagesOf } from "../../locales/messageAreas/area";
import { setPasswordMessages } from "../../locales/messageAreas/setPassword";
import { type Code, codeText } from "./code";

/** Set password: a known code (147, 176) is shown instead of the status text. */
export function setPasswordMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const texts = messagesOf(messages, setPasswordMessages);
  return codeText(texts.codes, code) ?? messageForCode(texts.statuses, status);
}
