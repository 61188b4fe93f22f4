import { esES, type Messages } from "../../locales/es-ES";
import { messageForCode } from "../../locales/format";
import type { Code } from "./code";

export function resendValidationMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(messages.resendValidation.statuses, status);
}
