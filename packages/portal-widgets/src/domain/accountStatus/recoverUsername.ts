import { esES, type Messages } from "../../locales/es-ES";
import { recoverUsernameMessages } from "../../locales/es-ES/recoverUsername";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import type { Code } from "./code";

export function recoverUsernameMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(textsOf(messages, recoverUsernameMessages).statuses, status);
}
