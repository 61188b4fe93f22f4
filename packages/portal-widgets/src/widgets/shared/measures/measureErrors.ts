import { isApiError } from "../../../core/client/ApiError";
import type { Messages } from "../../../locales/es-ES";

/**
 * The text of a failed telemetry or load-curve call (part 2 §8): the server's own `error`
 * field when it sent one; 'Error al procesar la solicitud.' when it answered with an error
 * but no text; 'Error desconocido' when there was no usable answer (network, bad JSON).
 */
export function measureErrorText(error: unknown, messages: Messages): string {
  if (isApiError(error)) {
    const body = error.body;
    if (typeof body === "object" && body !== null) {
      const text = (body as Record<string, unknown>).error;
      if (typeof text === "string" && text.trim() !== "") return text.trim();
    }
    if (error.kind === "http") return messages.common.processingError;
  }
  return messages.common.unknownError;
}
