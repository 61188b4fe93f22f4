import type { CompleteMessages } from "../messages";
import { internalError, resetSent, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const passwordReset = {
  statuses: {
    "202": resetSent,
    "204": resetSent,
    "400": "Les dades introduïdes no coincideixen amb les del registre.",
    "464": "No s'ha pogut canviar la contrasenya.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "169": "El correu electrònic no coincideix amb el del registre.",
    "170": "El telèfon no coincideix amb el del registre.",
    "174": "El nom d'usuari no està registrat.",
  },
} satisfies CompleteMessages["passwordReset"];
