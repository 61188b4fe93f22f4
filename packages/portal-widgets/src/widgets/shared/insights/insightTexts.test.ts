import type { BreakdownLine, ComparisonCause } from "@oficina-virtual/api-contract";
import type { LocaleId } from "../../../locales/available";
import { esES } from "../../../locales/es-ES";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { loadMessages } from "../../../locales/load";
import { textsOf } from "../../../locales/texts";
import { line as breakdownLine } from "./insights.testing";
import { causeSentence, daysBilledText, lineDetail } from "./insightTexts";

const daysCause = (delta: number, amountCents: number): ComparisonCause => ({
  kind: "days",
  period: null,
  unit: "días",
  delta,
  current: null,
  other: null,
  amountCents,
});

const line = (fields: Partial<BreakdownLine> & Pick<BreakdownLine, "kind">): BreakdownLine =>
  breakdownLine(fields.kind, fields.amountCents ?? 100, fields);
const power = (days: number) =>
  line({ kind: "power", period: "P1", quantity: 4.6, unit: "kW", days, price: 0.086999, priceUnit: "€/kW·día" });
const rental = (days: number) => line({ kind: "meterRental", days, price: 0.02663, priceUnit: "€/día" });

async function insightLabels(locale: LocaleId) {
  return textsOf(locale === "es-ES" ? esES : await loadMessages(locale), insightsArea);
}

/** Every text with a count of days, for 1 day and for 2, in one language. */
async function texts(locale: LocaleId, days: 1 | 2) {
  const labels = await insightLabels(locale);
  return [
    causeSentence(labels, "2.0TD", daysCause(days, 41), locale),
    causeSentence(labels, "2.0TD", daysCause(-days, -41), locale),
    daysBilledText(labels, locale, days, "01/01/2026", "0" + days + "/01/2026"),
    lineDetail(labels, power(days), locale),
    lineDetail(labels, rental(days), locale),
  ];
}

describe("texts with a number of days agree with it", () => {
  it("es-ES: 1 día, 2 días", async () => {
    expect(await texts("es-ES", 1)).toEqual([
      "Esta factura tiene 1 día más: +0,41 €",
      "Esta factura tiene 1 día menos: -0,41 €",
      "1 día facturado, del 01/01/2026 al 01/01/2026",
      "4,6 kW × 1 día × 0,086999 €/kW·día",
      "1 día × 0,02663 €/día",
    ]);
    expect(await texts("es-ES", 2)).toEqual([
      "Esta factura tiene 2 días más: +0,41 €",
      "Esta factura tiene 2 días menos: -0,41 €",
      "2 días facturados, del 01/01/2026 al 02/01/2026",
      "4,6 kW × 2 días × 0,086999 €/kW·día",
      "2 días × 0,02663 €/día",
    ]);
  });

  it("es-ES: 0 and 31 days are plural too", async () => {
    const labels = textsOf(esES, insightsArea);
    expect(daysBilledText(labels, "es-ES", 31, "01/01/2026", "31/01/2026")).toBe("31 días facturados, del 01/01/2026 al 31/01/2026");
    expect(lineDetail(labels, rental(0), "es-ES")).toBe("0 días × 0,02663 €/día");
  });

  // Outside es-ES the figures are Intl's: a no-break space before €, Basque's minus sign (−),
  // English separators.
  it("ca-ES: 1 dia, 2 dies", async () => {
    expect(await texts("ca-ES", 1)).toEqual([
      "Aquesta factura té 1 dia més: +0,41\u00a0€",
      "Aquesta factura té 1 dia menys: -0,41\u00a0€",
      "1 dia facturat, del 01/01/2026 al 01/01/2026",
      "4,6 kW × 1 dia × 0,086999 €/kW·dia",
      "1 dia × 0,02663 €/dia",
    ]);
    expect((await texts("ca-ES", 2))[0]).toBe("Aquesta factura té 2 dies més: +0,41\u00a0€");
    expect((await texts("ca-ES", 2))[2]).toBe("2 dies facturats, del 01/01/2026 al 02/01/2026");
  });

  it("eu-ES: 'egun 1' with the verb in the singular, '2 egun' with it in the plural", async () => {
    expect(await texts("eu-ES", 1)).toEqual([
      "Faktura honek egun 1 gehiago du: +0,41\u00a0€",
      "Faktura honek egun 1 gutxiago du: \u22120,41\u00a0€",
      "egun 1 fakturatuta, 01/01/2026 - 01/01/2026",
      "4,6 kW × egun 1 × 0,086999 €/kW·egun",
      "egun 1 × 0,02663 €/egun",
    ]);
    expect((await texts("eu-ES", 2)).slice(0, 2)).toEqual([
      "Faktura honek 2 egun gehiago ditu: +0,41\u00a0€",
      "Faktura honek 2 egun gutxiago ditu: \u22120,41\u00a0€",
    ]);
  });

  it("gl-ES: 1 día, 2 días", async () => {
    expect(await texts("gl-ES", 1)).toEqual([
      "Esta factura ten 1 día máis: +0,41\u00a0€",
      "Esta factura ten 1 día menos: -0,41\u00a0€",
      "1 día facturado, do 01/01/2026 ao 01/01/2026",
      "4,6 kW × 1 día × 0,086999 €/kW·día",
      "1 día × 0,02663 €/día",
    ]);
    expect((await texts("gl-ES", 2))[2]).toBe("2 días facturados, do 01/01/2026 ao 02/01/2026");
  });

  it("en: 1 day, 2 days", async () => {
    expect(await texts("en", 1)).toEqual([
      "This invoice covers 1 more day: +€0.41",
      "This invoice covers 1 fewer day: -€0.41",
      "1 day billed, from 01/01/2026 to 01/01/2026",
      "4.6 kW × 1 day × 0.086999 €/kW·day",
      "1 day × 0.02663 €/day",
    ]);
    expect(await texts("en", 2)).toEqual([
      "This invoice covers 2 more days: +€0.41",
      "This invoice covers 2 fewer days: -€0.41",
      "2 days billed, from 01/01/2026 to 02/01/2026",
      "4.6 kW × 2 days × 0.086999 €/kW·day",
      "2 days × 0.02663 €/day",
    ]);
  });
});
