import type { CompleteMessages } from "../messages";

export const identity = {
  cupsFormat: "O CUPS non ten un formato válido.",
  cupsControl: "As letras de control do CUPS non son correctas.",
  nifFormat: "O NIF non ten un formato válido.",
  nifControl: "A letra de control do NIF non é correcta.",
  nieFormat: "O NIE non ten un formato válido.",
  nieControl: "A letra de control do NIE non é correcta.",
  cifFormat: "O CIF non ten un formato válido.",
  cifControl: "O carácter de control do CIF non é correcto.",
  unknownType: "O tipo de documento non é válido.",
} satisfies CompleteMessages["identity"];
