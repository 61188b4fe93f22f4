/** Access tariffs whose consumption is billed in six periods (P1–P6); the rest use three. */
export const SIX_PERIOD_TARIFFS = ["6.1TDVE", "3.0TDVE", "6.4TD", "6.3TD", "6.2TD", "6.1TD", "3.0TD"] as const;

/** Used when the contract carries no tariff. */
export const DEFAULT_TARIFF = "6.1TD";

export type PeriodKey = "P1" | "P2" | "P3" | "P4" | "P5" | "P6";

const PERIOD_KEYS: readonly PeriodKey[] = ["P1", "P2", "P3", "P4", "P5", "P6"];

/** Tariff codes compared without case or spaces: ' 6.1 td' is 6.1TD. */
export function normalizeTariff(tariff: string | null | undefined): string {
  return (tariff ?? "").replace(/\s+/g, "").toUpperCase();
}

/** 6 for the six-period tariffs, 3 otherwise; a missing tariff counts as DEFAULT_TARIFF (6). */
export function tariffPeriods(tariff?: string | null): 3 | 6 {
  const code = normalizeTariff(tariff) || DEFAULT_TARIFF;
  return (SIX_PERIOD_TARIFFS as readonly string[]).includes(code) ? 6 : 3;
}

/** ['P1', 'P2', 'P3'] or ['P1' … 'P6'] for the tariff. */
export function periodKeys(tariff?: string | null): PeriodKey[] {
  return PERIOD_KEYS.slice(0, tariffPeriods(tariff));
}
