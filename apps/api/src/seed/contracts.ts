import type { contracts } from "../db/schema";
import { addDays, addMonths, type IsoDate, monthEnd } from "./dates";
import { makeCups } from "./identity";
import { CITIES, type CityKey, FLATS } from "./places";
import { Random } from "./random";
import { TARIFFS, type Tariff } from "./tariffs";

/** What the seed decides about a contract; the rest (CUPS, dates, powers) is derived. */
export interface ContractPlan {
  codAbonado: string;
  holderTaxId: string;
  tariff: Tariff;
  city: CityKey;
  /** Street, number and extension; picked from the city when absent. */
  calle?: string;
  numDomicilio?: string;
  extension?: string;
  /** Size step 0..3 of the tariff's powers or caudal; picked when absent. */
  size?: number;
  /** 'Baja' since the last day of last month. */
  ended?: boolean;
  /** Peak kW of rooftop solar (net metering: surplus at midday). */
  solarKw?: number;
  /** Hourly load as a share of contracted P1, instead of the tariff's: most demo supplies
   * use far less than they contract, and 'Potencia óptima' needs one that uses
   * more and one that fits, so its advice differs. */
  loadFactor?: number;
}

export type ContractInsert = typeof contracts.$inferInsert;

/** A planned contract as stored, plus what invoices and measures need to know. */
export interface SeedContract {
  row: ContractInsert;
  plan: ContractPlan;
  tariff: Tariff;
  solarKw: number;
}

/** Injective on codes below 10^8, so two contracts never share a CUPS. */
function scramble(codAbonado: string): string {
  return String((Number(codAbonado) * 7919) % 100_000_000).padStart(8, "0");
}

export function buildContract(plan: ContractPlan, today: IsoDate): SeedContract {
  const rng = new Random(`contract:${plan.codAbonado}`);
  const model = TARIFFS[plan.tariff];
  const city = CITIES[plan.city];
  const size = plan.size ?? rng.int(0, 3);
  const powers = model.powers(size);
  const distributor = model.line === "Gas" ? city.gas : city.electricity;
  // Older than the 26 invoiced months: 27 months to ~9 years ago.
  const fechaAlta = addDays(addMonths(today, -27), -rng.int(0, 2900));
  const fechaBaja = plan.ended ? monthEnd(addMonths(today, -1)) : null;
  const row: ContractInsert = {
    codAbonado: plan.codAbonado,
    codigoContratoSicom: `SIC-${String(Number(plan.codAbonado) * 3 + 50_000)}`,
    holderTaxId: plan.holderTaxId,
    line: model.line,
    cups: makeCups(distributor, `${rng.digits(4)}${scramble(plan.codAbonado)}`),
    calle: plan.calle ?? rng.pick(city.streets),
    numDomicilio: plan.numDomicilio ?? String(rng.int(1, 220)),
    extension: plan.extension ?? rng.pick(FLATS),
    codPostal: rng.pick(city.postcodes),
    ciudad: city.ciudad,
    provincia: city.provincia,
    fechaAlta,
    fechaBaja,
    estado: plan.ended ? "Baja" : "Contrato",
    tarifa: plan.tariff,
    accessFee: model.accessFee,
    potenciaP1: powers[0],
    potenciaP2: powers[1],
    potenciaP3: powers[2],
    potenciaP4: powers[3],
    potenciaP5: powers[4],
    potenciaP6: powers[5],
    caudal: model.caudal(size),
  };
  return { row, plan, tariff: plan.tariff, solarKw: plan.solarKw ?? 0 };
}
