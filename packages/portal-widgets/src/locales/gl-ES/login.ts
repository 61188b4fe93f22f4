import type { CompleteMessages } from "../messages";
import { cannotConnect, internalError, notValidated, retryLater, sessionExpired, wrongCredentials } from "./sentences";

export const login = {
  codes: {
    "104": wrongCredentials,
    "157": notValidated,
    "207": "O correo electrónico de verificación enviouse correctamente.",
    "400": internalError,
    "401": sessionExpired,
    "404": cannotConnect,
    "461": notValidated,
    "462": wrongCredentials,
    "464": "Produciuse un erro ao enviar o correo electrónico de verificación.",
    "470": cannotConnect,
    "500": wrongCredentials,
    default: retryLater,
  },
  resendValidationLink: "Solicitar unha nova ligazón de validación",
} satisfies CompleteMessages["login"];
