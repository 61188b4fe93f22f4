import type { CompleteMessages } from "../messages";

export const identity = {
  cupsFormat: "El CUPS no té un format vàlid.",
  cupsControl: "Les lletres de control del CUPS no són correctes.",
  nifFormat: "El NIF no té un format vàlid.",
  nifControl: "La lletra de control del NIF no és correcta.",
  nieFormat: "El NIE no té un format vàlid.",
  nieControl: "La lletra de control del NIE no és correcta.",
  cifFormat: "El CIF no té un format vàlid.",
  cifControl: "El caràcter de control del CIF no és correcte.",
  unknownType: "El tipus de document no és vàlid.",
} satisfies CompleteMessages["identity"];
