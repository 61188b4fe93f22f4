import { esES, type Messages } from "../../locales/es-ES";
import { setPasswordMessages } from "../../locales/es-ES/setPassword";
import { messageForCode } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { type Code, codeText } from "./code";

/** Set password: a known code (147, 176) is shown instead of the status text. */
export function setPasswordMessage(status: Code, code?: Code, messages: Messages = esES): string {
  const texts = textsOf(messages, setPasswordMessages);
  return codeText(texts.codes, code) ?? messageForCode(texts.statuses, status);
}
