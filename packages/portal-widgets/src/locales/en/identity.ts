import type { CompleteMessages } from "../messages";

export const identity = {
  cupsFormat: "The CUPS does not have a valid format.",
  cupsControl: "The CUPS check letters are not correct.",
  nifFormat: "The NIF does not have a valid format.",
  nifControl: "The NIF check letter is not correct.",
  nieFormat: "The NIE does not have a valid format.",
  nieControl: "The NIE check letter is not correct.",
  cifFormat: "The CIF does not have a valid format.",
  cifControl: "The CIF check character is not correct.",
  unknownType: "The document type is not valid.",
} satisfies CompleteMessages["identity"];
