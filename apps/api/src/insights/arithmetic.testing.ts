import type { PricePlan } from "./prices";

/** A 2.0TD plan with round figures for the tests. */
export const PLAN_20TD: PricePlan = {
  validFrom: "2025-01-01",
  energy: [0.189, 0.126, 0.089, 0, 0, 0],
  power: [0.101, 0.042, 0, 0, 0, 0],
  meterRentalDay: 0.02663,
  surplusPrice: 0.06,
  electricityTaxRate: 0.0511269632,
  electricityTaxMinMwh: 1,
  gasFixedDay: 0,
  gasVariableKwh: 0,
  hydrocarbonsKwh: 0,
};

export const PLAN_RL1: PricePlan = {
  ...PLAN_20TD,
  energy: [0, 0, 0, 0, 0, 0],
  power: [0, 0, 0, 0, 0, 0],
  surplusPrice: 0,
  electricityTaxRate: 0,
  electricityTaxMinMwh: 0,
  meterRentalDay: 0.031562,
  gasFixedDay: 0.1486,
  gasVariableKwh: 0.082,
  hydrocarbonsKwh: 0.00234,
};

/** A 3.0TD plan with round figures for the tests. */
export const PLAN_30TD: PricePlan = {
  ...PLAN_20TD,
  energy: [0.21, 0.18, 0.15, 0.13, 0.11, 0.09],
  power: [0.06, 0.05, 0.03, 0.025, 0.015, 0.01],
};
