import type { CompleteMessages } from "../messages";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const setPassword = {
  statuses: {
    "202": "La contrasenya s'ha desat correctament.",
    "400": "La sol·licitud no és correcta.",
    "412": "No es compleixen les condicions necessàries per canviar la contrasenya.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "147": "El codi de confirmació ha caducat o no és correcte.",
    "176": "El format de la contrasenya no és correcte.",
  },
} satisfies CompleteMessages["setPassword"];
