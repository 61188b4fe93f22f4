import { isApiError } from "../../../core/client/ApiError";
import type { LocaleId } from "../../../locales/available";
import type { Messages } from "../../../locales/es-ES";
import { commonMessages } from "../../../locales/es-ES/common";
import { textsOf } from "../../../locales/texts";
import { measureServerText } from "./measureServerText";

/**
 * The text of a failed telemetry or load-curve call (part 2 §8): the server's own `error`
 * field when it sent one; 'Error al procesar la solicitud.' when it answered with an error
 * but no text; 'Error desconocido' when there was no usable answer (network, bad JSON). Outside
 * es-ES the server's known texts are translated (measureServerText).
 */
export function measureErrorText(error: unknown, messages: Messages, locale: LocaleId): string {
  if (isApiError(error)) {
    const body = error.body;
    if (typeof body === "object" && body !== null) {
      const text = (body as Record<string, unknown>).error;
      if (typeof text === "string" && text.trim() !== "") return measureServerText(text.trim(), locale, messages);
    }
    if (error.kind === "http") return textsOf(messages, commonMessages).processingError;
  }
  return textsOf(messages, commonMessages).unknownError;
}
