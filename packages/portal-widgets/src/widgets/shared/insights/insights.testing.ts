// Insight answers as the server sends them (cents, adding up exactly) and MSW handlers for
// the insight widgets' stories and tests; not exported from the library.
import type { CostThisMonth, InvoiceBreakdown, InvoiceComparison } from "@oficina-virtual/api-contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";

type Line = InvoiceBreakdown["lines"][number];
/** A breakdown line with every field the server sends, null unless given. */
export const line = (kind: Line["kind"], amountCents: number, fields: Partial<Line> = {}): Line => ({
  kind,
  period: null,
  quantity: null,
  unit: null,
  price: null,
  priceUnit: null,
  days: null,
  rate: null,
  baseCents: null,
  adjusted: false,
  amountCents,
  ...fields,
});
const energy = (period: Line["period"], kwh: number, price: number, amountCents: number) =>
  line("energy", amountCents, { period, quantity: kwh, unit: "kWh", price, priceUnit: "€/kWh" });
const power = (period: Line["period"], kw: number, days: number, price: number, amountCents: number) =>
  line("power", amountCents, { period, quantity: kw, unit: "kW", days, price, priceUnit: "€/kW·día" });
const ELECTRICITY_TAX = 0.0511269632;

/** A 2.0TD invoice of 31 days: 52,61 € of energy, power and the social bonus financing
 * (31 days × 0,019121 €, the 2026 figure), tax, meter, IVA → 67,92 €. */
export const breakdown20TD: InvoiceBreakdown = {
  serieFactura: "ENERGIA",
  numeroFactura: "FE26000123",
  line: "Electricidad",
  contractCode: "100001",
  tariff: "2.0TD",
  periodFrom: "2026-01-01",
  periodUntil: "2026-01-31",
  daysBilled: 31,
  lines: [
    energy("P1", 82.4, 0.182345, 1503),
    energy("P2", 95.1, 0.121456, 1155),
    energy("P3", 140.3, 0.078974, 1108),
    power("P1", 4.6, 31, 0.086999, 1241),
    power("P2", 4.6, 31, 0.013646, 195),
    line("bonoSocial", 59, { days: 31, price: 0.019121, priceUnit: "€/día" }),
    line("electricityTax", 269, { rate: ELECTRICITY_TAX, baseCents: 5261 }),
    line("meterRental", 83, { days: 31, price: 0.02663, priceUnit: "€/día" }),
    line("iva", 1179, { rate: 0.21, baseCents: 5613 }),
  ],
  totalCents: 6792,
  estado: "Pagada" as const,
  fechaVencimiento: "2026-03-25",
};

/** The same invoice with 60,2 kWh of surplus compensated (self-consumption) → 63,33 €. */
export const breakdownSelfConsumption: InvoiceBreakdown = {
  ...breakdown20TD,
  numeroFactura: "FE26000124",
  lines: [
    ...breakdown20TD.lines.slice(0, 5),
    line("compensation", -361, { quantity: 60.2, unit: "kWh", price: 0.06, priceUnit: "€/kWh" }),
    line("bonoSocial", 59, { days: 31, price: 0.019121, priceUnit: "€/día" }),
    line("electricityTax", 251, { rate: ELECTRICITY_TAX, baseCents: 4900 }),
    line("meterRental", 83, { days: 31, price: 0.02663, priceUnit: "€/día" }),
    line("iva", 1099, { rate: 0.21, baseCents: 5234 }),
  ],
  totalCents: 6333,
  estado: "Pagada" as const,
  fechaVencimiento: "2026-03-25",
};

/** A bimonthly RL1 gas invoice → 82,67 €. */
export const breakdownGas: InvoiceBreakdown = {
  serieFactura: "GAS",
  numeroFactura: "FG26000045",
  line: "Gas",
  contractCode: "300001",
  tariff: "RL1",
  periodFrom: "2025-12-01",
  periodUntil: "2026-01-30",
  daysBilled: 61,
  lines: [
    line("gasFixed", 854, { days: 61, price: 0.14, priceUnit: "€/día" }),
    line("gasVariable", 5528, { quantity: 850.4, unit: "kWh", price: 0.065, priceUnit: "€/kWh" }),
    line("hydrocarbonsTax", 199, { quantity: 850.4, unit: "kWh", price: 0.00234, priceUnit: "€/kWh" }),
    line("meterRental", 251, { days: 61, price: 0.0411, priceUnit: "€/día" }),
    line("iva", 1435, { rate: 0.21, baseCents: 6832 }),
  ],
  totalCents: 8267,
  estado: "Pagada" as const,
  fechaVencimiento: "2026-03-25",
};

const kwhByPeriod = (p1: number, p2: number, p3: number) => ({ P1: p1, P2: p2, P3: p3, P4: 0, P5: 0, P6: 0 });
const compared = (numeroFactura: string, from: string, until: string, days: number, totalCents: number) => ({
  serieFactura: "ENERGIA",
  numeroFactura,
  tariff: "2.0TD",
  periodFrom: from,
  periodUntil: until,
  daysBilled: days,
  kwh: 317.8,
  kwhByPeriod: kwhByPeriod(82.4, 95.1, 140.3),
  totalCents,
});

/** 67,92 € against 59,80 €: +8,12 € in five causes. */
export const comparisonPrevious: InvoiceComparison = {
  against: "previous",
  current: compared("FE26000123", "2026-01-01", "2026-01-31", 31, 6792),
  other: compared("FE25000998", "2025-12-04", "2025-12-31", 28, 5980),
  differenceCents: 812,
  causes: [
    { kind: "days", period: null, unit: "días", delta: 3, current: 31, other: 28, amountCents: 221 },
    { kind: "consumption", period: null, unit: "kWh", delta: 22, current: 317.8, other: 295.8, amountCents: 286 },
    { kind: "distribution", period: null, unit: null, delta: null, current: null, other: null, amountCents: 314 },
    { kind: "prices", period: "P2", unit: "€/kWh", delta: null, current: 0.121456, other: 0.13723, amountCents: -150 },
    { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: 141 },
  ],
};

/** The same invoice against January a year earlier: 67,92 € against 71,05 €. */
export const comparisonYearAgo: InvoiceComparison = {
  against: "yearAgo",
  current: comparisonPrevious.current,
  other: compared("FE25000101", "2025-01-01", "2025-01-31", 31, 7105),
  differenceCents: -313,
  causes: [
    { kind: "consumption", period: null, unit: "kWh", delta: -12.5, current: 317.8, other: 330.3, amountCents: -228 },
    { kind: "prices", period: "P1", unit: "€/kWh", delta: null, current: 0.182345, other: 0.18912, amountCents: -56 },
    { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: -29 },
  ],
};

/** Self-consumption: less surplus compensated this time (a smaller discount) → +4,07 €. */
export const comparisonSelfConsumption: InvoiceComparison = {
  against: "previous",
  current: { ...compared("FE26000124", "2026-01-01", "2026-01-31", 31, 6333), kwh: 317.8 },
  other: compared("FE25000999", "2025-12-01", "2025-12-31", 31, 5926),
  differenceCents: 407,
  causes: [
    { kind: "consumption", period: null, unit: "kWh", delta: 12, current: 317.8, other: 305.8, amountCents: 146 },
    { kind: "compensation", period: null, unit: "kWh", delta: -41.3, current: 60.2, other: 101.5, amountCents: 248 },
    { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: 13 },
  ],
};

/** Gas (no periods): a longer, colder bimonthly period → +19,14 €. */
export const comparisonGas: InvoiceComparison = {
  against: "previous",
  current: { ...compared("FG26000045", "2025-12-01", "2026-01-30", 61, 8267), serieFactura: "GAS", tariff: "RL1" },
  other: { ...compared("FG25000321", "2025-10-01", "2025-11-30", 61, 6353), serieFactura: "GAS", tariff: "RL1" },
  differenceCents: 1914,
  causes: [
    { kind: "consumption", period: null, unit: "kWh", delta: 230.5, current: 850.4, other: 619.9, amountCents: 1498 },
    { kind: "prices", period: null, unit: null, delta: null, current: null, other: null, amountCents: 84 },
    { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: 332 },
  ],
};

/** 3.0TD, March against February: the same habits in March's cheaper periods (the season
 * changed from 'alta' to 'media-alta') → a calendar cause, not kWh the customer moved. */
export const comparisonSeasonChange: InvoiceComparison = {
  against: "previous",
  current: {
    ...compared("FE26000310", "2026-03-01", "2026-03-31", 31, 46303),
    tariff: "3.0TD",
    kwh: 3010,
    kwhByPeriod: { P1: 0, P2: 610, P3: 720, P4: 0, P5: 0, P6: 1680 },
  },
  other: {
    ...compared("FE26000201", "2026-02-01", "2026-02-28", 28, 48210),
    tariff: "3.0TD",
    kwh: 3050,
    kwhByPeriod: { P1: 640, P2: 700, P3: 0, P4: 0, P5: 0, P6: 1710 },
  },
  differenceCents: -1907,
  causes: [
    { kind: "days", period: null, unit: "días", delta: 3, current: 31, other: 28, amountCents: 1245 },
    { kind: "consumption", period: null, unit: "kWh", delta: -40, current: 3010, other: 3050, amountCents: -612 },
    { kind: "distribution", period: null, unit: null, delta: null, current: null, other: null, amountCents: 180 },
    { kind: "calendar", period: null, unit: null, delta: null, current: null, other: null, amountCents: -2390 },
    { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: -330 },
  ],
};

/** The contract's first invoice: nothing to compare with. */
export const comparisonNone: InvoiceComparison = {
  against: "previous",
  current: comparisonPrevious.current,
  other: null,
  differenceCents: 0,
  causes: [],
};

/** November so far on a 2.0TD contract, with a year-ago figure and no alert. */
export const monthElectricity: CostThisMonth = {
  contractCode: "100001",
  line: "Electricidad",
  tariff: "2.0TD",
  periodFrom: "2026-11-01",
  periodUntil: "2026-11-30",
  daysInPeriod: 30,
  spent: { amountCents: 3187, kwh: 152.4, lastDayWithData: "2026-11-24", daysWithData: 24 },
  projection: { amountCents: 4102, lowCents: 3850, highCents: 4390, method: "yearAgoCurve", marginPercent: 15 },
  yearAgo: { periodFrom: "2025-11-01", periodUntil: "2025-11-30", amountCents: 4580, kwh: 201.2 },
  alert: null,
};

/** Gas: no hourly readings, the forecast from two years of invoices and the season. */
export const monthGas: CostThisMonth = {
  contractCode: "300001",
  line: "Gas",
  tariff: "RL1",
  periodFrom: "2026-10-01",
  periodUntil: "2026-11-30",
  daysInPeriod: 61,
  spent: null,
  projection: { amountCents: 9120, lowCents: 7900, highCents: 10400, method: "seasonalFit", marginPercent: 14 },
  yearAgo: null,
  alert: null,
};

/** A solar contract on the period's first morning: a few hours measured, no complete day
 * ('Llevas gastado' waits for one), the rest from last year's curve. */
export const monthFirstHours: CostThisMonth = {
  ...monthElectricity,
  spent: null,
  projection: { amountCents: 2870, lowCents: 2510, highCents: 3230, method: "yearAgoCurve", marginPercent: 15 },
  alert: { thresholdCents: 2700, exceeded: false, notifiedAt: null },
};

export interface InsightFixtures {
  breakdown?: InvoiceBreakdown | "loading" | "error";
  comparison?: Partial<Record<"previous" | "yearAgo", InvoiceComparison>> | "loading" | "error";
  month?: CostThisMonth | "loading" | "error";
}

const failure = () => HttpResponse.json({ code: "500", mensaje: "Error interno" }, { status: 500 });

/** The insight calls answered from fixtures; saving an alert stores it in `month`. */
export function insightHandlers(base: string, fixtures: InsightFixtures = {}): HttpHandler[] {
  const { breakdown = breakdown20TD, comparison = { previous: comparisonPrevious, yearAgo: comparisonYearAgo } } = fixtures;
  let month = fixtures.month ?? monthElectricity;
  return [
    http.get(`${base}/ov/insights/invoices/breakdown`, async () => {
      if (breakdown === "loading") await delay("infinite");
      return breakdown === "error" ? failure() : HttpResponse.json(breakdown);
    }),
    http.get(`${base}/ov/insights/invoices/comparison`, async ({ request }) => {
      if (comparison === "loading") await delay("infinite");
      if (comparison === "loading" || comparison === "error") return failure();
      const against = new URL(request.url).searchParams.get("against") === "yearAgo" ? "yearAgo" : "previous";
      return HttpResponse.json(comparison[against] ?? { ...comparisonNone, against });
    }),
    http.get(`${base}/ov/insights/contracts/:contractCode/cost-this-month`, async () => {
      if (month === "loading") await delay("infinite");
      return month === "error" ? failure() : HttpResponse.json(month);
    }),
    http.put(`${base}/ov/insights/contracts/:contractCode/alert`, async ({ request, params }) => {
      const { thresholdCents } = (await request.json()) as { thresholdCents: number };
      if (typeof month === "object") {
        month = { ...month, alert: { thresholdCents, exceeded: thresholdCents < month.projection.amountCents, notifiedAt: null } };
      }
      return HttpResponse.json({ contractCode: String(params.contractCode), thresholdCents, notifiedAt: null });
    }),
    http.delete(`${base}/ov/insights/contracts/:contractCode/alert`, () => {
      if (typeof month === "object") month = { ...month, alert: null };
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
