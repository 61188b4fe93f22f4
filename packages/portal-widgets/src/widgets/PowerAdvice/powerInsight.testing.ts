// Fixtures for PowerAdvice's stories and tests; not exported from the library.
import type { PowerInsight } from "@oficina-virtual/api-contract";
import { HttpResponse, http } from "msw";

const MONTHS = [
  "2025-03",
  "2025-04",
  "2025-05",
  "2025-06",
  "2025-07",
  "2025-08",
  "2025-09",
  "2025-10",
  "2025-11",
  "2025-12",
  "2026-01",
  "2026-02",
];

/** Deterministic monthly maxima: winter higher, `peak` kW in the highest month. */
function maxima(peak: number, periods: number, valleyShare: number): PowerInsight["months"] {
  return MONTHS.map((month, i) => {
    const season = 0.7 + 0.3 * Math.cos((2 * Math.PI * (i - 10)) / 12);
    const p1 = Math.round(peak * season * 1000) / 1000;
    return {
      month,
      maxKw: Array.from({ length: periods }, (_, p) => (p === periods - 1 ? Math.round(p1 * valleyShare * 1000) / 1000 : p1)),
    };
  });
}

const lastDay = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

/** One invoice per month whose maxímetro is that month's hourly maximum × the period's factor
 * (a quarter-hour peaks above its hour's mean). */
function maximeters(months: PowerInsight["months"], factors: number[]): PowerInsight["maximeters"] {
  return months.map((m, i) => ({
    serieFactura: "ENERGIA",
    numeroFactura: `2025${String(i + 1).padStart(6, "0")}`,
    readingFrom: `${m.month}-01`,
    readingUntil: lastDay(m.month),
    kw: m.maxKw.map((kw, p) => (kw === null ? null : Math.round(kw * (factors[p] ?? 1) * 100) / 100)),
  }));
}

function insight(base: Omit<PowerInsight, "months" | "maximeters">, months: PowerInsight["months"], factors: number[]): PowerInsight {
  return { ...base, months, maximeters: maximeters(months, factors) };
}

const BASE_20TD = {
  codAbonado: "100234",
  tarifa: "2.0TD",
  contractedKw: [5.75, 5.75],
  priceEurPerKwDay: [0.104979, 0.043654],
  pricesValidFrom: "2026-01-01",
  from: "2025-03-01",
  to: "2026-02-28",
};

/** 2.0TD, 5,75 kW contracted, hourly peaks of 2,9 kW: over-powered. P1's maxímetro (3,92 kW in
 * January) sets its advice; in P2 the hourly maximum plus the margin is higher than the maxímetro. */
export const overPowered: PowerInsight = insight(BASE_20TD, maxima(2.9, 2, 0.5), [1.35, 1.1]);

/** 2.0TD, 3,45 kW contracted, maxímetro of 3,8 kW: under-powered. */
export const underPowered: PowerInsight = insight({ ...BASE_20TD, contractedKw: [3.45, 3.45] }, maxima(2.9, 2, 0.6), [1.31, 1.31]);

/** 2.0TD, 4,6 kW contracted, maxímetro of 4,1 kW: the power it has is the one to have. */
export const wellSized: PowerInsight = insight({ ...BASE_20TD, contractedKw: [4.6, 4.6] }, maxima(2.1, 2, 0.9), [1.95, 2.15]);

/** 2.0TD peaks above the largest single-phase step: the recommendation stays below them. */
export const beyondSteps: PowerInsight = insight({ ...BASE_20TD, contractedKw: [14.49, 14.49] }, maxima(13.6, 2, 0.4), [1.15, 1.1]);

const BASE_30TD = {
  ...BASE_20TD,
  tarifa: "3.0TD",
  priceEurPerKwDay: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
};

/** 3.0TD, six periods, over-powered. */
export const sixPeriods: PowerInsight = insight(
  { ...BASE_30TD, contractedKw: [25, 25, 25, 25, 25, 35] },
  maxima(13.2, 6, 0.8),
  [1.3, 1.3, 1.3, 1.3, 1.3, 1.2],
);

/** 3.0TD whose maxímetro passes its 16 kW in P1 and P2: it pays excess-power terms. */
export const sixPeriodsExcess: PowerInsight = insight(
  { ...BASE_30TD, contractedKw: [16, 16, 16, 16, 16, 20] },
  maxima(14, 6, 0.8),
  [1.3, 1.2, 1.1, 1.1, 1.1, 1.1],
);

/** 6.1TD above 50 kW: its excesses are quarter-hourly, which the portal does not price. */
export const highVoltage: PowerInsight = insight(
  { ...BASE_30TD, tarifa: "6.1TD", contractedKw: [120, 120, 144, 144, 144, 216] },
  maxima(90, 6, 0.8),
  [1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
);

export const noReadings: PowerInsight = { ...BASE_20TD, months: [], maximeters: [] };

export function powerInsightHandler(api: string, insight: PowerInsight | "error" = overPowered) {
  return http.get(`${api}/ov/insights/power/:codAbonado`, () =>
    insight === "error"
      ? HttpResponse.json({ code: 500, mensaje: "Error" }, { status: 500 })
      : HttpResponse.json({ ...insight, codAbonado: "100234" }),
  );
}
