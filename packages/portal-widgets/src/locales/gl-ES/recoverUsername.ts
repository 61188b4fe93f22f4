import type { CompleteMessages } from "../messages";
import { internalError, unavailable, unexpectedError } from "./sentences";

export const recoverUsername = {
  statuses: {
    "200": "Enviámosche un correo electrónico co teu nome de usuario.",
    "204": "Non existe ningunha conta asociada a este correo electrónico.",
    "400": "Non se atopou ningún usuario con estes datos.",
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
} satisfies CompleteMessages["recoverUsername"];
