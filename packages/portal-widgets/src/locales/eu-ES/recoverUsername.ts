import type { CompleteMessages } from "../messages";
import { internalError, unavailable, unexpectedError } from "./sentences";

export const recoverUsername = {
  statuses: {
    "200": "Posta elektroniko bat bidali dizugu zure erabiltzaile-izenarekin.",
    "204": "Ez dago posta elektroniko honi lotutako konturik.",
    "400": "Ez da aurkitu datu hauek dituen erabiltzailerik.",
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
} satisfies CompleteMessages["recoverUsername"];
