import type { CompleteMessages } from "../messages";
import { retryLater, unavailable, validationSent } from "./sentences";

export const resendValidation = {
  statuses: {
    "200": validationSent,
    "202": validationSent,
    "204": validationSent,
    "404": "No existeix cap usuari amb aquestes dades.",
    "409": "El teu usuari ja està actiu. Pots iniciar la sessió.",
    "500": "S'ha produït un error no controlat. Torna-ho a provar més tard.",
    "503": unavailable,
    default: retryLater,
  },
  loginLink: "Inicia la sessió",
} satisfies CompleteMessages["resendValidation"];
