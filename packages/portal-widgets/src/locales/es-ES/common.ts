import type { FirstLoadMessageAreas } from "../areaTypes";
import type { TextArea } from "../textArea";
import { retryLater, unexpectedError } from "./sentences";

export const common = {
  unknownError: "Error desconocido",
  processingError: "Error al procesar la solicitud.",
  retryLater,
  unexpectedError,
  downloadsBusy: "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.",
  downloadsServerBusy: "Hay muchas descargas en curso. Inténtalo de nuevo en unos segundos.",
  tooManyAttempts: "Has superado el número de intentos. Inténtalo de nuevo en {{wait}}.",
  tooManyAttemptsLater: "Has superado el número de intentos. Inténtalo de nuevo más tarde.",
  writeQuota: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en {{wait}}.",
  writeQuotaLater: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo más tarde.",
} satisfies FirstLoadMessageAreas["common"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const commonMessages: TextArea<typeof common> = { key: "common", spanish: common };
