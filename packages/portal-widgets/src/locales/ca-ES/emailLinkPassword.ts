import type { CompleteMessages } from "../messages";

export const emailLinkPassword = {
  minLength: "La contrasenya ha de tenir com a mínim 8 caràcters.",
  complexity:
    "La contrasenya ha de tenir com a mínim 8 caràcters i complir com a mínim 3 d'aquests 4 requisits: 1 majúscula, 1 minúscula, 1 número, 1 caràcter especial",
  mismatch: "Les contrasenyes no coincideixen.",
} satisfies CompleteMessages["emailLinkPassword"];
