import { textArea } from "../textArea";

/** CUPS, NIF, NIE and CIF checks (the sign-up's document). */
export const identityMessages = textArea("identity", {
  cupsFormat: "El CUPS no tiene un formato válido.",
  cupsControl: "Las letras de control del CUPS no son correctas.",
  nifFormat: "El NIF no tiene un formato válido.",
  nifControl: "La letra de control del NIF no es correcta.",
  nieFormat: "El NIE no tiene un formato válido.",
  nieControl: "La letra de control del NIE no es correcta.",
  cifFormat: "El CIF no tiene un formato válido.",
  cifControl: "El carácter de control del CIF no es correcto.",
  unknownType: "El tipo de documento no es válido.",
});
