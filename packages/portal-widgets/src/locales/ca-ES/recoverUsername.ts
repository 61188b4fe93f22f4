import type { CompleteMessages } from "../messages";
import { internalError, unavailable, unexpectedError } from "./sentences";

export const recoverUsername = {
  statuses: {
    "200": "T'hem enviat un correu electrònic amb el teu nom d'usuari.",
    "204": "No hi ha cap compte associat a aquest correu electrònic.",
    "400": "No s'ha trobat cap usuari amb aquestes dades.",
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
} satisfies CompleteMessages["recoverUsername"];
