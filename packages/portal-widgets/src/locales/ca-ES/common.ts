import type { CompleteMessages } from "../messages";
import { retryLater, unexpectedError } from "./sentences";

export const common = {
  unknownError: "Error desconegut",
  processingError: "Error en processar la sol·licitud.",
  retryLater,
  unexpectedError,
  downloadsBusy: "Ja tens dues baixades en curs. Espera que acabin i torna-ho a provar.",
  downloadsServerBusy: "Hi ha moltes baixades en curs. Torna-ho a provar d'aquí a uns segons.",
  tooManyAttempts: "Has superat el nombre d'intents. Torna-ho a provar d'aquí a {{wait}}.",
  tooManyAttemptsLater: "Has superat el nombre d'intents. Torna-ho a provar més tard.",
  writeQuota: "Has arribat al límit d'enviaments per ara. Torna-ho a provar d'aquí a {{wait}}.",
  writeQuotaLater: "Has arribat al límit d'enviaments per ara. Torna-ho a provar més tard.",
} satisfies CompleteMessages["common"];
