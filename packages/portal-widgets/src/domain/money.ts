/*
 * The arithmetic behind the money insights, in whole cents so that what a
 * customer reads adds up: the breakdown's lines to the invoice's 'Importe Total', the
 * comparison's causes to the difference between two totals. The server rounds each line
 * to the cent; these helpers only add, never re-round a sum.
 */

/** Euros → whole cents; binary noise removed first (0.1 + 0.2 → 30, 1.005 → 101). */
export function toCents(euros: number): number {
  return Math.round(Number((euros * 100).toPrecision(15)));
}

/** Whole cents → euros. */
export const fromCents = (cents: number): number => cents / 100;

/** The sum of some amounts, to the cent. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
}

/** Whether the parts add up to the total exactly, to the cent. */
export function addsUp(parts: readonly number[], total: number): boolean {
  return toCents(sumAmounts(parts)) === toCents(total);
}

/** The difference `current - previous`, to the cent. */
export function difference(current: number, previous: number): number {
  return fromCents(toCents(current) - toCents(previous));
}

export interface WaterfallStep {
  /** The bar's label. */
  name: string;
  /** Where the floating bar starts and ends (€): `[low, high]`. */
  range: [number, number];
  /** Its own value: a total for the first and last bars, a signed change for the others. */
  value: number;
  kind: "total" | "up" | "down";
}

/**
 * A waterfall from the previous total to the current one, one floating bar per cause. The
 * running total is kept in cents, so the last bar ends exactly at `previous + Σ changes`.
 */
export function waterfallSteps(
  previous: { name: string; total: number },
  changes: ReadonlyArray<{ name: string; amount: number }>,
  current: { name: string },
): WaterfallStep[] {
  const steps: WaterfallStep[] = [{ name: previous.name, range: [0, previous.total], value: previous.total, kind: "total" }];
  let running = toCents(previous.total);
  for (const change of changes) {
    const next = running + toCents(change.amount);
    steps.push({
      name: change.name,
      range: [fromCents(Math.min(running, next)), fromCents(Math.max(running, next))],
      value: fromCents(next - running),
      kind: next >= running ? "up" : "down",
    });
    running = next;
  }
  steps.push({ name: current.name, range: [0, fromCents(running)], value: fromCents(running), kind: "total" });
  return steps;
}

/** `current` against `reference` in whole percent (rounded half away from zero); null without a reference. */
export function percentChange(current: number, reference: number): number | null {
  if (!Number.isFinite(reference) || toCents(reference) === 0) return null;
  const ratio = (toCents(current) - toCents(reference)) / toCents(reference);
  return Math.sign(ratio) * Math.round(Math.abs(ratio) * 100);
}
