import type { CompleteMessages } from "../messages";
import { retryLater, unexpectedError } from "./sentences";

export const common = {
  unknownError: "Erro descoñecido",
  processingError: "Erro ao procesar a solicitude.",
  retryLater,
  unexpectedError,
  downloadsBusy: "Xa tes dúas descargas en curso. Agarda a que rematen e téntao de novo.",
  downloadsServerBusy: "Hai moitas descargas en curso. Téntao de novo dentro duns segundos.",
  tooManyAttempts: "Superaches o número de intentos. Téntao de novo dentro de {{wait}}.",
  tooManyAttemptsLater: "Superaches o número de intentos. Téntao de novo máis tarde.",
  writeQuota: "Acadaches o límite de envíos polo momento. Téntao de novo dentro de {{wait}}.",
  writeQuotaLater: "Acadaches o límite de envíos polo momento. Téntao de novo máis tarde.",
} satisfies CompleteMessages["common"];
