import type { CompleteMessages } from "../messages";

export const dateRange = {
  desdeRequired: "Noiztik eremua derrigorrezkoa da.",
  hastaRequired: "Noiz arte eremua derrigorrezkoa da.",
  range12Months: "12 hilabeteko tartean soilik egin daiteke kontsulta.",
  range1Month: "Hilabete 1eko tartean soilik egin daiteke kontsulta.",
  range1Year: "Urte 1eko tartean soilik egin daiteke kontsulta.",
  hastaBeforeDesde: "Hasiera-datak kontsultaren amaiera-data baino lehenagokoa izan behar du.",
  hastaFuture: "Kontsultaren amaiera-data ezin da gaur baino geroagokoa izan.",
} satisfies CompleteMessages["dateRange"];
