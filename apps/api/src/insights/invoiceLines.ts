import { type BreakdownLine, energyPeriodCount, powerPeriodCount, type TariffPeriodName } from "@oficina-virtual/api-contract";
import { rateOfCents, sumOf, toCents } from "./cents";
import type { PricePlan } from "./prices";

/** What an invoice bills besides its prices. */
export interface BilledUsage {
  line: "Electricidad" | "Gas";
  tariff: string;
  days: number;
  /** kWh per energy period P1..P6 (gas: P1 only). */
  kwhByPeriod: readonly number[];
  surplusKwh: number;
  /** Contracted kW per power period P1..P6. */
  powersKw: readonly number[];
  ivaRate: number;
}

export interface PricedInvoice {
  lines: BreakdownLine[];
  totalCents: number;
}

const PERIODS: TariffPeriodName[] = ["P1", "P2", "P3", "P4", "P5", "P6"];
const round3 = (value: number) => Math.round(value * 1000) / 1000;

const base = {
  period: null,
  quantity: null,
  unit: null,
  price: null,
  priceUnit: null,
  days: null,
  rate: null,
  baseCents: null,
  adjusted: false,
} as const satisfies Partial<BreakdownLine>;

/**
 * An electricity or gas invoice, line by line, in cents (rounding: cents.ts). Electricity,
 * in the order of ../shared/ENERGY.md:
 * 1. power term per power period: kW × days × €/kW·día;
 * 2. energy term per energy period: kWh × €/kWh;
 * 3. compensation (RD 244/2019, simplified): surplus kWh × €/kWh, at most the energy term
 *    (the power term is never compensated);
 * 4. electricity tax: 5.11269632 % of (1 + 2 − 3), at least the legal minimum per MWh consumed
 *    (Ley 38/1992 art. 99.2: 0.5 €/MWh for industrial uses — high voltage — and 1 €/MWh for
 *    the others, domestic included; source quoted by the Gipuzkoa tax office's page
 *    https://gipuzkoa.eus/es/web/ogasuna/impuestos/modelo/560/tipos-impositivos);
 * 5. meter rental: days × €/día;
 * 6. IVA: the invoice's rate of everything above.
 * Gas (RL): fixed term days × €/día, variable term kWh × €/kWh, hydrocarbons tax kWh × €/kWh,
 * meter rental, IVA.
 */
export function priceInvoice(plan: PricePlan, usage: BilledUsage): PricedInvoice {
  const lines: BreakdownLine[] = usage.line === "Gas" ? gasLines(plan, usage) : electricityLines(plan, usage);
  const rental = toCents(usage.days * plan.meterRentalDay);
  lines.push({ ...base, kind: "meterRental", days: usage.days, price: plan.meterRentalDay, priceUnit: "€/día", amountCents: rental });
  const ivaBase = sumOf(lines.map((line) => line.amountCents));
  lines.push({ ...base, kind: "iva", rate: usage.ivaRate, baseCents: ivaBase, amountCents: rateOfCents(ivaBase, usage.ivaRate) });
  return { lines, totalCents: sumOf(lines.map((line) => line.amountCents)) };
}

function electricityLines(plan: PricePlan, usage: BilledUsage): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  for (let i = 0; i < energyPeriodCount(usage.tariff); i++) {
    const kwh = round3(usage.kwhByPeriod[i] ?? 0);
    const price = plan.energy[i] ?? 0;
    lines.push({
      ...base,
      kind: "energy",
      period: PERIODS[i]!,
      quantity: kwh,
      unit: "kWh",
      price,
      priceUnit: "€/kWh",
      amountCents: toCents(kwh * price),
    });
  }
  const energyCents = sumOf(lines.map((line) => line.amountCents));
  for (let i = 0; i < powerPeriodCount(usage.tariff); i++) {
    const kw = usage.powersKw[i] ?? 0;
    const price = plan.power[i] ?? 0;
    lines.push({
      ...base,
      kind: "power",
      period: PERIODS[i]!,
      quantity: kw,
      unit: "kW",
      price,
      priceUnit: "€/kW·día",
      days: usage.days,
      amountCents: toCents(kw * usage.days * price),
    });
  }
  const surplus = round3(usage.surplusKwh);
  if (surplus > 0) {
    const value = toCents(surplus * plan.surplusPrice);
    const compensated = Math.min(value, energyCents);
    lines.push({
      ...base,
      kind: "compensation",
      quantity: surplus,
      unit: "kWh",
      price: plan.surplusPrice,
      priceUnit: "€/kWh",
      adjusted: value > energyCents,
      amountCents: -compensated,
    });
  }
  const taxBase = sumOf(lines.map((line) => line.amountCents));
  const byRate = rateOfCents(taxBase, plan.electricityTaxRate);
  const consumedMwh = sumOf(usage.kwhByPeriod.map(round3)) / 1000;
  const minimum = toCents(consumedMwh * plan.electricityTaxMinMwh);
  lines.push({
    ...base,
    kind: "electricityTax",
    rate: plan.electricityTaxRate,
    baseCents: taxBase,
    adjusted: minimum > byRate,
    amountCents: Math.max(byRate, minimum),
  });
  return lines;
}

function gasLines(plan: PricePlan, usage: BilledUsage): BreakdownLine[] {
  const kwh = round3(sumOf(usage.kwhByPeriod));
  return [
    {
      ...base,
      kind: "gasFixed",
      days: usage.days,
      price: plan.gasFixedDay,
      priceUnit: "€/día",
      amountCents: toCents(usage.days * plan.gasFixedDay),
    },
    {
      ...base,
      kind: "gasVariable",
      quantity: kwh,
      unit: "kWh",
      price: plan.gasVariableKwh,
      priceUnit: "€/kWh",
      amountCents: toCents(kwh * plan.gasVariableKwh),
    },
    {
      ...base,
      kind: "hydrocarbonsTax",
      quantity: kwh,
      unit: "kWh",
      price: plan.hydrocarbonsKwh,
      priceUnit: "€/kWh",
      amountCents: toCents(kwh * plan.hydrocarbonsKwh),
    },
  ];
}
