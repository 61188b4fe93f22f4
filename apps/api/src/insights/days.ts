const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Days billed from `from` to `until`, both included (calendar days: a day with 23 or 25
 * hours when the clocks change is still one day of the power term). */
export function daysBilled(from: string, until: string): number {
  return Math.round((utcDay(until) - utcDay(from)) / DAY_MS) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same calendar day `years` away (29 February → 28 February). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) return new Date(Date.UTC(y + years, m, 0)).toISOString().slice(0, 10);
  return target.toISOString().slice(0, 10);
}

/** The billing period that follows one ending on `lastUntil`: from the next day for one
 * month (same day of the next month, minus one), the demo's monthly cycle. */
export function nextBillingPeriod(lastUntil: string): { from: string; until: string } {
  const from = addDays(lastUntil, 1);
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m, d));
  // 31 January + 1 month: JavaScript rolls into March; clamp to the next month's end instead.
  const until =
    next.getUTCMonth() === m % 12
      ? addDays(next.toISOString().slice(0, 10), -1)
      : new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
  return { from, until };
}
