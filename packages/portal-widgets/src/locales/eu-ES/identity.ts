import type { CompleteMessages } from "../messages";

export const identity = {
  cupsFormat: "CUPSak ez du formatu baliozkorik.",
  cupsControl: "CUPSaren kontrol-letrak ez dira zuzenak.",
  nifFormat: "IFZak ez du formatu baliozkorik.",
  nifControl: "IFZaren kontrol-letra ez da zuzena.",
  nieFormat: "AIZak ez du formatu baliozkorik.",
  nieControl: "AIZaren kontrol-letra ez da zuzena.",
  cifFormat: "IFKak ez du formatu baliozkorik.",
  cifControl: "IFKaren kontrol-karakterea ez da zuzena.",
  unknownType: "Dokumentu mota ez da baliozkoa.",
} satisfies CompleteMessages["identity"];
