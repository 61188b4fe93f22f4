import type { CompleteMessages } from "../messages";
import { retryLater, unavailable, validationSent } from "./sentences";

export const resendValidation = {
  statuses: {
    "200": validationSent,
    "202": validationSent,
    "204": validationSent,
    "404": "Non existe ningún usuario con estes datos.",
    "409": "O teu usuario xa está activo. Podes iniciar sesión.",
    "500": "Produciuse un erro non controlado. Por favor, téntao máis tarde.",
    "503": unavailable,
    default: retryLater,
  },
  loginLink: "Iniciar sesión",
} satisfies CompleteMessages["resendValidation"];
