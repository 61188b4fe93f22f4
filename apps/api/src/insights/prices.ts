/** A contract's prices for one revision (a row of price_plans, as numbers). */
export interface PricePlan {
  validFrom: string;
  /** €/kWh per energy period P1..P6. */
  energy: number[];
  /** €/kW·día per power period P1..P6. */
  power: number[];
  meterRentalDay: number;
  /** Self-consumption surplus, €/kWh (simplified compensation). */
  surplusPrice: number;
  /** Fraction: 0.0511269632. */
  electricityTaxRate: number;
  /** € per MWh consumed: the tax's legal minimum. */
  electricityTaxMinMwh: number;
  gasFixedDay: number;
  gasVariableKwh: number;
  hydrocarbonsKwh: number;
}

/** The plan an invoice starting on `date` is billed at: the latest revision valid by then
 * (or the earliest one, for dates before any revision). `plans` in any order. */
export function planAt<P extends Pick<PricePlan, "validFrom">>(plans: readonly P[], date: string): P | undefined {
  let best: P | undefined;
  for (const plan of plans) {
    if (plan.validFrom <= date && (!best || plan.validFrom > best.validFrom)) best = plan;
  }
  if (best) return best;
  return [...plans].sort((a, b) => a.validFrom.localeCompare(b.validFrom))[0];
}

/** A price_plans row (numeric columns as strings) as a PricePlan. */
export function planFromRow(row: Record<string, unknown>): PricePlan {
  const n = (key: string) => Number(row[key] ?? 0);
  const six = (prefix: string) => [1, 2, 3, 4, 5, 6].map((i) => n(`${prefix}P${i}`));
  return {
    validFrom: String(row.validFrom),
    energy: six("energy"),
    power: six("power"),
    meterRentalDay: n("meterRentalDay"),
    surplusPrice: n("surplusPrice"),
    electricityTaxRate: n("electricityTaxRate"),
    electricityTaxMinMwh: n("electricityTaxMinMwh"),
    gasFixedDay: n("gasFixedDay"),
    gasVariableKwh: n("gasVariableKwh"),
    hydrocarbonsKwh: n("hydrocarbonsKwh"),
  };
}
