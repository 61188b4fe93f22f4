import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { messagesOf } from "../../locales/messageAreas/area";
import { recoverUsernameMessages } from "../../locales/messageAreas/recoverUsername";
import type { Code } from "./code";

export function recoverUsernameMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messagesOf(messages, recoverUsernameMessages).statuses, status);
}
