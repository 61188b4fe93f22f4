import type { CompleteMessages } from "../messages";
import { cannotConnect, internalError, notValidated, retryLater, sessionExpired, wrongCredentials } from "./sentences";

export const login = {
  codes: {
    "104": wrongCredentials,
    "157": notValidated,
    "207": "Egiaztatze-mezua behar bezala bidali da.",
    "400": internalError,
    "401": sessionExpired,
    "404": cannotConnect,
    "461": notValidated,
    "462": wrongCredentials,
    "464": "Errore bat gertatu da egiaztatze-mezua bidaltzean.",
    "470": cannotConnect,
    "500": wrongCredentials,
    default: retryLater,
  },
  resendValidationLink: "Eskatu baliozkotze-esteka berri bat",
} satisfies CompleteMessages["login"];
