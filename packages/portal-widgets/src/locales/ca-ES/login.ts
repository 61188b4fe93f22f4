import type { CompleteMessages } from "../messages";
import { cannotConnect, internalError, notValidated, retryLater, sessionExpired, wrongCredentials } from "./sentences";

export const login = {
  codes: {
    "104": wrongCredentials,
    "157": notValidated,
    "207": "El correu electrònic de verificació s'ha enviat correctament.",
    "400": internalError,
    "401": sessionExpired,
    "404": cannotConnect,
    "461": notValidated,
    "462": wrongCredentials,
    "464": "S'ha produït un error en enviar el correu electrònic de verificació.",
    "470": cannotConnect,
    "500": wrongCredentials,
    default: retryLater,
  },
  resendValidationLink: "Sol·licita un nou enllaç de validació",
} satisfies CompleteMessages["login"];
