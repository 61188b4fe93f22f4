import type { CompleteMessages } from "../messages";
import { retryLater, unavailable, validationSent } from "./sentences";

export const resendValidation = {
  statuses: {
    "200": validationSent,
    "202": validationSent,
    "204": validationSent,
    "404": "There is no user with these details.",
    "409": "Your user is already active. You can sign in.",
    "500": "An unhandled error has occurred. Please try again later.",
    "503": unavailable,
    default: retryLater,
  },
  loginLink: "Sign in",
} satisfies CompleteMessages["resendValidation"];
