import type { CompleteMessages } from "../messages";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const setPassword = {
  statuses: {
    "202": "Pasahitza behar bezala gorde da.",
    "400": "Eskaera ez da zuzena.",
    "412": "Ez dira betetzen pasahitza aldatzeko behar diren baldintzak.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "147": "Berrespen-kodea iraungita dago edo ez da zuzena.",
    "176": "Pasahitzaren formatua ez da zuzena.",
  },
} satisfies CompleteMessages["setPassword"];
