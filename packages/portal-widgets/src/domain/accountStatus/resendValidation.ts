import { esES, type Messages } from "../../locales/es-ES";
import { resendValidationMessages } from "../../locales/es-ES/resendValidation";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import type { Code } from "./code";

export function resendValidationMessage(status: Code, messages: Messages = esES): string {
  return messageForCode(textsOf(messages, resendValidationMessages).statuses, status);
}
