import type { CompleteMessages } from "../messages";
import { internalError, resetSent, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const passwordReset = {
  statuses: {
    "202": resetSent,
    "204": resetSent,
    "400": "Idatzitako datuak ez datoz bat erregistroko datuekin.",
    "464": "Ezin izan da pasahitza aldatu.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "169": "Posta elektronikoa ez dator bat erregistrokoarekin.",
    "170": "Telefonoa ez dator bat erregistrokoarekin.",
    "174": "Erabiltzaile-izena ez dago erregistratuta.",
  },
} satisfies CompleteMessages["passwordReset"];
