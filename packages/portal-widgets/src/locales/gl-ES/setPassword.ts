import type { CompleteMessages } from "../messages";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const setPassword = {
  statuses: {
    "202": "O contrasinal gardouse correctamente.",
    "400": "A solicitude non é correcta.",
    "412": "Non se cumpren as condicións necesarias para cambiar o contrasinal.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "147": "O código de confirmación caducou ou non é correcto.",
    "176": "O formato do contrasinal non é correcto.",
  },
} satisfies CompleteMessages["setPassword"];
