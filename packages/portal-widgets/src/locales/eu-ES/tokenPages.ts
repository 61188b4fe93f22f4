import type { CompleteMessages } from "../messages";
import { specialCharacters } from "./sentences";

export const tokenPages = {
  expired: "Esteka iraungita dago edo ez da baliozkoa.",
  requestNewLink: "Eskatu esteka berri bat",
  specialCharacters,
  emailVerified: "Zure posta elektronikoa behar bezala egiaztatu da.",
  passwordUpdated: "Zure pasahitza behar bezala eguneratu da.",
} satisfies CompleteMessages["tokenPages"];
