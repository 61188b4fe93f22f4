import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import { messagesOf } from "../../locales/messageAreas/area";
import { resendValidationMessages } from "../../locales/messageAreas/resendValidation";
import type { Code } from "./code";

export function resendValidationMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messagesOf(messages, resendValidationMessages).statuses, status);
}
