import type { CompleteMessages } from "../messages";
import { internalError, resetSent, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const passwordReset = {
  statuses: {
    "202": resetSent,
    "204": resetSent,
    "400": "Os datos introducidos non coinciden cos do rexistro.",
    "464": "Non se puido cambiar o contrasinal.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "169": "O correo electrónico non coincide co do rexistro.",
    "170": "O teléfono non coincide co do rexistro.",
    "174": "O nome de usuario non está rexistrado.",
  },
} satisfies CompleteMessages["passwordReset"];
