import type { CompleteMessages } from "../messages";
import { specialCharacters } from "./sentences";

export const tokenPages = {
  expired: "L'enllaç ha caducat o no és vàlid.",
  requestNewLink: "Sol·licita un enllaç nou",
  specialCharacters,
  emailVerified: "El teu correu electrònic s'ha verificat correctament.",
  passwordUpdated: "La contrasenya s'ha actualitzat correctament.",
} satisfies CompleteMessages["tokenPages"];
