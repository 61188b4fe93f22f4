import type { CompleteMessages } from "../messages";
import { retryLater, unexpectedError } from "./sentences";

export const common = {
  unknownError: "Unknown error",
  processingError: "Error processing the request.",
  retryLater,
  unexpectedError,
  downloadsBusy: "You already have two downloads in progress. Wait for them to finish and try again.",
  downloadsServerBusy: "There are many downloads in progress. Try again in a few seconds.",
  tooManyAttempts: "You have exceeded the number of attempts. Try again in {{wait}}.",
  tooManyAttemptsLater: "You have exceeded the number of attempts. Try again later.",
  writeQuota: "You have reached the limit of submissions for now. Try again in {{wait}}.",
  writeQuotaLater: "You have reached the limit of submissions for now. Try again later.",
} satisfies CompleteMessages["common"];
