import { QUOTA_EXCEEDED_STATUS } from "@oficina-virtual/api-contract";
import { isApiError } from "../../../core/client/ApiError";
import { writeQuotaText } from "../../../domain/serverTexts";
import type { LocaleId } from "../../../locales/available";
import type { Messages } from "../../../locales/messages";

/** The text a form shows when its send was refused for being over the user's quota (429:
 * support requests, meter readings, cost alerts): the server's own in es-ES, the
 * catalogue's with the wait elsewhere. Undefined for any other failure, which the form
 * answers as before. The form keeps what was typed either way. */
export function writeQuotaRefusal(error: unknown, locale: LocaleId, messages: Messages): string | undefined {
  if (!isApiError(error) || error.kind !== "http" || error.status !== QUOTA_EXCEEDED_STATUS) return undefined;
  const body = error.body as { mensaje?: unknown } | undefined;
  const mensaje = typeof body === "object" && body !== null && typeof body.mensaje === "string" ? body.mensaje : "";
  return writeQuotaText({ mensaje, retryAfterSeconds: error.retryAfterSeconds }, locale, messages);
}
