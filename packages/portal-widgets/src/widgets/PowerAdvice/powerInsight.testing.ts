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

/** 2.0TD, 5,75 kW contracted, peaks of 2,9 kW: over-powered. */
export const overPowered: PowerInsight = {
  codAbonado: "100234",
  tarifa: "2.0TD",
  contractedKw: [5.75, 5.75],
  priceEurPerKwDay: [0.104979, 0.043654],
  pricesValidFrom: "2026-01-01",
  from: "2025-03-01",
  to: "2026-02-28",
  months: maxima(2.9, 2, 0.5),
};

/** 2.0TD, 3,45 kW contracted, peaks of 4,3 kW: under-powered. */
export const underPowered: PowerInsight = { ...overPowered, contractedKw: [3.45, 3.45], months: maxima(4.3, 2, 0.6) };

/** 2.0TD peaks above the largest single-phase step: the recommendation stays below them. */
export const beyondSteps: PowerInsight = { ...overPowered, contractedKw: [14.49, 14.49], months: maxima(15.6, 2, 0.4) };

/** 3.0TD, six periods. */
export const sixPeriods: PowerInsight = {
  ...overPowered,
  tarifa: "3.0TD",
  contractedKw: [25, 25, 25, 25, 25, 35],
  priceEurPerKwDay: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
  months: maxima(13.2, 6, 0.8),
};

export const noReadings: PowerInsight = { ...overPowered, months: [] };

export function powerInsightHandler(api: string, insight: PowerInsight | "error" = overPowered) {
  return http.get(`${api}/ov/insights/power/:codAbonado`, () =>
    insight === "error"
      ? HttpResponse.json({ code: 500, mensaje: "Error" }, { status: 500 })
      : HttpResponse.json({ ...insight, codAbonado: "100234" }),
  );
}
