import type { CompleteMessages } from "../messages";

export const emailLinkPassword = {
  minLength: "O contrasinal debe ter polo menos 8 caracteres.",
  complexity:
    "O contrasinal debe ter polo menos 8 caracteres e cumprir polo menos 3 destes 4 requisitos: 1 maiúscula, 1 minúscula, 1 número, 1 carácter especial",
  mismatch: "Os contrasinais non coinciden.",
} satisfies CompleteMessages["emailLinkPassword"];
