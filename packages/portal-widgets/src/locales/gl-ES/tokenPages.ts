import type { CompleteMessages } from "../messages";
import { specialCharacters } from "./sentences";

export const tokenPages = {
  expired: "A ligazón caducou ou non é válida.",
  requestNewLink: "Solicitar unha nova ligazón",
  specialCharacters,
  emailVerified: "O teu correo electrónico verificouse correctamente.",
  passwordUpdated: "O teu contrasinal actualizouse correctamente.",
} satisfies CompleteMessages["tokenPages"];
