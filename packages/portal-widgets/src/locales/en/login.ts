import type { CompleteMessages } from "../messages";
import { cannotConnect, internalError, notValidated, retryLater, sessionExpired, wrongCredentials } from "./sentences";

export const login = {
  codes: {
    "104": wrongCredentials,
    "157": notValidated,
    "207": "The verification e-mail has been sent.",
    "400": internalError,
    "401": sessionExpired,
    "404": cannotConnect,
    "461": notValidated,
    "462": wrongCredentials,
    "464": "An error occurred while sending the verification e-mail.",
    "470": cannotConnect,
    "500": wrongCredentials,
    default: retryLater,
  },
  resendValidationLink: "Request a new validation link",
} satisfies CompleteMessages["login"];
