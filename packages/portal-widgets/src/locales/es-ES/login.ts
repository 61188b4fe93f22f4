import type { FirstLoadMessageAreas } from "../areaTypes";
import type { TextArea } from "../textArea";
import { resendValidationLink } from "./loginValidationLink";
import { internalError, retryLater } from "./sentences";

const wrongCredentials = "El usuario y/o contraseña no son correctos para ingresar.";
const notValidated = "Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.";
const cannotConnect = "No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.";
/** Also the session area's `expired`. */
export const sessionExpired = "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.";

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
  resendValidationLink,
} satisfies FirstLoadMessageAreas["login"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const loginMessages: TextArea<typeof login> = { key: "login", spanish: login };
