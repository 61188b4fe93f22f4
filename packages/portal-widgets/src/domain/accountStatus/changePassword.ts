import { esES, type Messages } from "../../locales/es-ES";
import { changePasswordMessages } from "../../locales/es-ES/changePassword";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import type { Code } from "./code";

export function changePasswordMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(textsOf(messages, changePasswordMessages).statuses, status);
}
