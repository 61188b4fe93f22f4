import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { messagesOf } from "../../locales/messageAreas/area";
import { changePasswordMessages } from "../../locales/messageAreas/changePassword";
import type { Code } from "./code";

export function changePasswordMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messagesOf(messages, changePasswordMessages).statuses, status);
}
