import type { Database } from "../db/client";
import { pricePlans } from "../db/schema";
import type { PricePlan } from "../insights/prices";
import { type IsoDate, yearOf } from "./dates";
import { Random } from "./random";
import type { Tariff } from "./tariffs";

/*
 * The demo's price plans: plausible 2025 Spanish retail prices per tariff (not a price list),
 * each contract's a few per cent apart, and revised every 1 January (a price change the
 * comparison with a year earlier then shows). Deterministic per codAbonado.
 */

/** Electricity tax: 5.11269632 % (Ley 38/1992 art. 99.1). Its minimum (art. 99.2): 0.5 €/MWh
 * for industrial uses — high voltage, i.e. 6.1TD here — and 1 €/MWh for the other uses,
 * domestic and low-voltage business included (art. 99.3). Source: Gipuzkoa tax office,
 * https://gipuzkoa.eus/es/web/ogasuna/impuestos/modelo/560/tipos-impositivos */
export const ELECTRICITY_TAX_RATE = 0.0511269632;
const TAX_MIN_INDUSTRIAL_MWH = 0.5;
const TAX_MIN_OTHER_MWH = 1;
/** Hydrocarbons tax on natural gas, €/kWh: the figure the seed already used (0.65 €/GJ); not
 * re-verified against the law when the insights were built. */
export const HYDROCARBONS_EUR_PER_KWH = 0.00234;

interface BasePrices {
  energy: number[];
  power: number[];
  meterRentalDay: number;
  surplusPrice: number;
  gasFixedDay: number;
  gasVariableKwh: number;
}

const NONE = [0, 0, 0, 0, 0, 0];

const BASE: Record<Tariff, BasePrices> = {
  // Single-phase smart meter ≈ 0.81 €/month; power P1 ≈ 36.9 €/kW·year.
  "2.0TD": {
    energy: [0.189, 0.126, 0.089, 0, 0, 0],
    power: [0.101, 0.042, 0, 0, 0, 0],
    meterRentalDay: 0.02663,
    surplusPrice: 0.06,
    gasFixedDay: 0,
    gasVariableKwh: 0,
  },
  "3.0TD": {
    energy: [0.168, 0.152, 0.133, 0.121, 0.109, 0.096],
    power: [0.052, 0.028, 0.014, 0.012, 0.008, 0.005],
    meterRentalDay: 0.04997,
    surplusPrice: 0.055,
    gasFixedDay: 0,
    gasVariableKwh: 0,
  },
  "6.1TD": {
    energy: [0.146, 0.133, 0.119, 0.108, 0.097, 0.085],
    power: [0.082, 0.069, 0.036, 0.028, 0.009, 0.005],
    meterRentalDay: 0.65096,
    surplusPrice: 0.05,
    gasFixedDay: 0,
    gasVariableKwh: 0,
  },
  "RL.1": { energy: NONE, power: NONE, meterRentalDay: 0.03156, surplusPrice: 0, gasFixedDay: 0.1486, gasVariableKwh: 0.082 },
  "RL.2": { energy: NONE, power: NONE, meterRentalDay: 0.03156, surplusPrice: 0, gasFixedDay: 0.2863, gasVariableKwh: 0.076 },
  "RL.3": { energy: NONE, power: NONE, meterRentalDay: 0.03156, surplusPrice: 0, gasFixedDay: 0.8186, gasVariableKwh: 0.071 },
};

const price = (value: number) => Math.round(value * 1e6) / 1e6;

/** Two revisions: one valid from long ago, one from 1 January of `today`'s year. */
export function pricePlansFor(codAbonado: string, tariff: Tariff, today: IsoDate): PricePlan[] {
  const rng = new Random(`prices:${codAbonado}`);
  const base = BASE[tariff];
  const electricity = !tariff.startsWith("RL");
  const revision = (validFrom: string, factor: number): PricePlan => ({
    validFrom,
    energy: base.energy.map((p) => price(p * factor)),
    power: base.power.map((p) => price(p * factor)),
    meterRentalDay: base.meterRentalDay,
    surplusPrice: price(base.surplusPrice * factor),
    electricityTaxRate: electricity ? ELECTRICITY_TAX_RATE : 0,
    electricityTaxMinMwh: electricity ? (tariff === "6.1TD" ? TAX_MIN_INDUSTRIAL_MWH : TAX_MIN_OTHER_MWH) : 0,
    gasFixedDay: price(base.gasFixedDay * factor),
    gasVariableKwh: price(base.gasVariableKwh * factor),
    hydrocarbonsKwh: electricity ? 0 : HYDROCARBONS_EUR_PER_KWH,
  });
  const first = rng.float(0.96, 1.04);
  const second = first * rng.float(0.92, 1.09);
  return [revision("2000-01-01", first), revision(`${yearOf(today)}-01-01`, second)];
}

const fixed = (value: number) => value.toFixed(6);

/** price_plans rows of contracts in multi-row batches. */
export async function insertPricePlans(db: Database, plans: { contractId: number; plans: PricePlan[] }[], batch = 1000): Promise<void> {
  const rows = plans.flatMap(({ contractId, plans: revisions }) =>
    revisions.map((plan) => ({
      contractId,
      validFrom: plan.validFrom,
      energyP1: fixed(plan.energy[0]!),
      energyP2: fixed(plan.energy[1]!),
      energyP3: fixed(plan.energy[2]!),
      energyP4: fixed(plan.energy[3]!),
      energyP5: fixed(plan.energy[4]!),
      energyP6: fixed(plan.energy[5]!),
      powerP1: fixed(plan.power[0]!),
      powerP2: fixed(plan.power[1]!),
      powerP3: fixed(plan.power[2]!),
      powerP4: fixed(plan.power[3]!),
      powerP5: fixed(plan.power[4]!),
      powerP6: fixed(plan.power[5]!),
      meterRentalDay: fixed(plan.meterRentalDay),
      surplusPrice: fixed(plan.surplusPrice),
      electricityTaxRate: plan.electricityTaxRate.toFixed(10),
      electricityTaxMinMwh: plan.electricityTaxMinMwh.toFixed(4),
      gasFixedDay: fixed(plan.gasFixedDay),
      gasVariableKwh: fixed(plan.gasVariableKwh),
      hydrocarbonsKwh: fixed(plan.hydrocarbonsKwh),
    })),
  );
  for (let i = 0; i < rows.length; i += batch) await db.insert(pricePlans).values(rows.slice(i, i + batch));
}
