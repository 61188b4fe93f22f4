import { addDays, daysBilled } from "./days";

/*
 * Gas for heating follows the cold: kWh per day ≈ base + k × heating degree days. Over a
 * year, Spain's daily temperature is close to one sinusoid with its coldest point in mid-
 * January (AEMET's climate normals: January is the coldest month everywhere in the
 * peninsula), so degree days per day follow cos(2π (day of year − 15) / 365.25) in the
 * heating months. Fitting kWh per day = a + b × that cosine to a year or two of the
 * customer's own invoices (weighted by their days) gives the month ahead from every month's
 * evidence at once, instead of from one month a year earlier, whose own weather and noise
 * would carry over whole.
 */

const DAY_MS = 86_400_000;
/** Fewer invoices than a year's and the season is not in the fit. */
export const MIN_INVOICES_FOR_FIT = 12;

export interface BilledPeriod {
  from: string;
  until: string;
  kwh: number;
}

const coldCycle = (date: string) => {
  const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
  const dayOfYear = (Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS;
  return Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
};

/** Mean of the cold cycle over the local days from … until. */
function meanCycle(from: string, until: string): number {
  const days = daysBilled(from, until);
  let sum = 0;
  for (let d = 0; d < days; d++) sum += coldCycle(addDays(from, d));
  return sum / days;
}

export interface SeasonalFit {
  kwh: number;
  /** Root mean square of the fit's relative misses over the invoices it was fitted to. */
  relativeSpread: number;
}

/** The kWh of the days from … until by the fit over `invoices`, or null with less than a
 * year of invoices or no heating in them (kWh not higher in the cold). */
export function seasonalKwh(invoices: readonly BilledPeriod[], from: string, until: string): SeasonalFit | null {
  if (invoices.length < MIN_INVOICES_FOR_FIT) return null;
  const points = invoices.map((i) => {
    const days = daysBilled(i.from, i.until);
    return { w: days, x: meanCycle(i.from, i.until), y: i.kwh / days };
  });
  const weight = points.reduce((s, p) => s + p.w, 0);
  const meanX = points.reduce((s, p) => s + p.w * p.x, 0) / weight;
  const meanY = points.reduce((s, p) => s + p.w * p.y, 0) / weight;
  const sxx = points.reduce((s, p) => s + p.w * (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((s, p) => s + p.w * (p.x - meanX) * (p.y - meanY), 0);
  if (sxx === 0 || !(sxy > 0)) return null;
  const b = sxy / sxx;
  const a = meanY - b * meanX;
  const perDay = (x: number) => Math.max(0, a + b * x);
  const misses = points.filter((p) => perDay(p.x) > 0).map((p) => (p.y - perDay(p.x)) / perDay(p.x));
  const relativeSpread = Math.sqrt(misses.reduce((s, m) => s + m * m, 0) / Math.max(1, misses.length));
  return { kwh: perDay(meanCycle(from, until)) * daysBilled(from, until), relativeSpread };
}
