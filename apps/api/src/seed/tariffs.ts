/**
 * Tariff models: what each access tariff contracts (power per period, gas caudal) and how
 * a month of it is consumed and priced. Figures are plausible 2025 retail prices, not a
 * price list.
 *
 * Access fees (contracts.access_fee, answered as accessFee.fee):
 * - electricity: the 2.0TD/3.0TD/6.1TD code itself;
 * - gas: RL.n → '3.n' ('RL.1' → '3.1', 'RL.2' → '3.2'), the pre-2021 gas toll each RL
 *   replaced. Every gas fee rounds to 3, which part 2 §9 maps to the single 'Consumo'
 *   reading field.
 */
export type Tariff = "2.0TD" | "3.0TD" | "6.1TD" | "RL.1" | "RL.2" | "RL.3";

export interface TariffModel {
  line: "Electricidad" | "Gas";
  accessFee: string;
  /** Energy periods an invoice breaks consumption into (part 2 §9: 6 for 3.0TD/6.1TD, 3 otherwise, gas 1). */
  energyPeriods: 1 | 3 | 6;
  /** Contracted power P1..P6 in kW for a size step 0..3 (0 where the tariff has no such period). */
  powers: (step: number) => number[];
  /** Gas daily caudal (Qd) in kWh/día for a size step; electricity: null. */
  caudal: (step: number) => number | null;
  /** Mean monthly kWh for the contracted P1 (electricity) or the size step (gas). */
  meanMonthlyKwh: (p1: number, step: number) => number;
  /** Typical share of each energy period. */
  shares: number[];
  energyEurPerKwh: number;
  /** €/kW/day per power period (electricity); gas: fixed €/month in [0]. */
  powerEur: number[];
  /** Meter rental, €/month. */
  rentalEur: number;
  /** Hourly load as a share of P1 (measures). */
  loadFactor: number;
}

const ZERO4 = [0, 0, 0, 0];

export const TARIFFS: Record<Tariff, TariffModel> = {
  "2.0TD": {
    line: "Electricidad",
    accessFee: "2.0TD",
    energyPeriods: 3,
    powers: (step) => {
      const p = [3.45, 4.6, 5.75, 6.9][step % 4] as number;
      return [p, p, ...ZERO4];
    },
    caudal: () => null,
    meanMonthlyKwh: (p1) => p1 * 58,
    shares: [0.28, 0.32, 0.4],
    energyEurPerKwh: 0.158,
    powerEur: [0.101, 0.042, 0, 0, 0, 0],
    rentalEur: 0.81,
    loadFactor: 0.14,
  },
  "3.0TD": {
    line: "Electricidad",
    accessFee: "3.0TD",
    energyPeriods: 6,
    powers: (step) => {
      const p = [15.5, 20, 25, 30][step % 4] as number;
      return [p, p, p, p, p, Math.round(p * 14) / 10];
    },
    caudal: () => null,
    meanMonthlyKwh: (p1) => p1 * 105,
    shares: [0.14, 0.17, 0.15, 0.13, 0.09, 0.32],
    energyEurPerKwh: 0.139,
    powerEur: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
    rentalEur: 1.52,
    loadFactor: 0.3,
  },
  "6.1TD": {
    line: "Electricidad",
    accessFee: "6.1TD",
    energyPeriods: 6,
    powers: (step) => {
      const p = [120, 150, 200, 250][step % 4] as number;
      return [p, p, p * 1.2, p * 1.2, p * 1.2, p * 1.8];
    },
    caudal: () => null,
    meanMonthlyKwh: (p1) => p1 * 165,
    shares: [0.12, 0.16, 0.15, 0.14, 0.1, 0.33],
    energyEurPerKwh: 0.118,
    powerEur: [0.082, 0.069, 0.036, 0.028, 0.009, 0.005],
    rentalEur: 19.8,
    loadFactor: 0.47,
  },
  "RL.1": gas("3.1", [22, 28, 34, 40], [260, 320, 380, 440], 4.52, 0.082),
  "RL.2": gas("3.2", [55, 68, 80, 92], [650, 800, 950, 1100], 8.71, 0.076),
  "RL.3": gas("3.3", [240, 300, 360, 420], [2600, 3200, 3800, 4400], 24.9, 0.071),
};

function gas(accessFee: string, caudal: number[], kwh: number[], fixedEur: number, eurPerKwh: number): TariffModel {
  return {
    line: "Gas",
    accessFee,
    energyPeriods: 1,
    powers: () => [0, 0, 0, 0, 0, 0],
    caudal: (step) => caudal[step % 4] as number,
    meanMonthlyKwh: (_p1, step) => kwh[step % 4] as number,
    shares: [1],
    energyEurPerKwh: eurPerKwh,
    powerEur: [fixedEur],
    rentalEur: 0.96,
    loadFactor: 0,
  };
}

/** Seasonal factor of a month (1..12): electricity peaks in winter and a little in summer;
 * gas is almost all heating. Solar supplies import less from spring to autumn. */
export function seasonFactor(line: "Electricidad" | "Gas", month: number, solar: boolean): number {
  const angle = (2 * Math.PI * (month - 1)) / 12;
  if (line === "Gas") return 1 + 0.85 * Math.cos(angle);
  const base = 1 + 0.22 * Math.cos(angle) + 0.15 * Math.cos(2 * angle);
  return solar ? base * (1 - 0.35 * Math.max(0, Math.cos((2 * Math.PI * (month - 7)) / 12))) : base;
}
