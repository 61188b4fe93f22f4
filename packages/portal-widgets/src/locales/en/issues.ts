import type { CompleteMessages } from "../messages";

export const issues = {
  success: "The new request has been registered.",
  successCode: "Request code: {{code}}",
  contactSoon: "We will contact you as soon as possible.",
  error: "There was an error, please try again.",
  empty: "No requests were found.",
} satisfies CompleteMessages["issues"];
