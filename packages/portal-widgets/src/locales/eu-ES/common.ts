import type { CompleteMessages } from "../messages";
import { retryLater, unexpectedError } from "./sentences";

export const common = {
  unknownError: "Errore ezezaguna",
  processingError: "Errorea eskaera prozesatzean.",
  retryLater,
  unexpectedError,
  downloadsBusy: "Bi deskarga dituzu abian jada. Itxaron amaitu arte eta saiatu berriro.",
  downloadsServerBusy: "Deskarga asko daude abian. Saiatu berriro segundo batzuk barru.",
  tooManyAttempts: "Saiakera-kopurua gainditu duzu. Saiatu berriro {{wait}} barru.",
  tooManyAttemptsLater: "Saiakera-kopurua gainditu duzu. Saiatu berriro geroago.",
  writeQuota: "Oraingoz bidalketen mugara iritsi zara. Saiatu berriro {{wait}} barru.",
  writeQuotaLater: "Oraingoz bidalketen mugara iritsi zara. Saiatu berriro geroago.",
} satisfies CompleteMessages["common"];
