import type { FirstLoadMessageAreas } from "../areaTypes";
import { textArea } from "../textArea";
import { cannotConnect, internalError, notValidated, retryLater, sessionExpired, wrongCredentials } from "./sentences";

export const login = {
  codes: {
    "104": wrongCredentials,
    "157": notValidated,
    "207": "El correo electrónico de verificación se ha enviado correctamente.",
    "400": internalError,
    "401": sessionExpired,
    "404": cannotConnect,
    "461": notValidated,
    "462": wrongCredentials,
    "464": "Se ha producido un error al enviar el correo electrónico de verificación.",
    "470": cannotConnect,
    "500": wrongCredentials,
    default: retryLater,
  },
  resendValidationLink: "Solicitar un nuevo enlace de validación",
} satisfies FirstLoadMessageAreas["login"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area. */
export const loginMessages = textArea("login", login);
