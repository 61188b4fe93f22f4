import type { CompleteMessages } from "../messages";
import { retryLater, unavailable, validationSent } from "./sentences";

export const resendValidation = {
  statuses: {
    "200": validationSent,
    "202": validationSent,
    "204": validationSent,
    "404": "Ez dago datu hauek dituen erabiltzailerik.",
    "409": "Zure erabiltzailea aktibo dago jada. Saioa has dezakezu.",
    "500": "Kontrolatu gabeko errore bat gertatu da. Saiatu berriro geroago.",
    "503": unavailable,
    default: retryLater,
  },
  loginLink: "Hasi saioa",
} satisfies CompleteMessages["resendValidation"];
