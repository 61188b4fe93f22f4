/* priceInvoice as it was before its lines were built by one function instead of spreading a
 * template (main at 7e913b7, verbatim but for the names): invoiceLines.equivalence.test.ts
 * proves both give the same lines, key order included. */
import {
  type BreakdownLine,
  compensatePeriod,
  energyLineCents,
  energyPeriodCount,
  powerPeriodCount,
  type TariffPeriodName,
} from "@oficina-virtual/api-contract";
import { rateOfCents, sumOf, toCents } from "./cents";
import type { BilledUsage, PricedInvoice } from "./invoiceLines";
import type { PricePlan } from "./prices";

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
 * in the order a Spanish electricity invoice lists them:
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
export function priceInvoiceBefore(plan: PricePlan, usage: BilledUsage): PricedInvoice {
  const lines: BreakdownLine[] = usage.line === "Gas" ? gasLines(plan, usage) : electricityLines(plan, usage);
  const rental = toCents(usage.days * plan.meterRentalDay);
  lines.push({ ...base, kind: "meterRental", days: usage.days, price: plan.meterRentalDay, priceUnit: "€/día", amountCents: rental });
  const ivaBase = sumOf(lines.map((line) => line.amountCents));
  lines.push({ ...base, kind: "iva", rate: usage.ivaRate, baseCents: ivaBase, amountCents: rateOfCents(ivaBase, usage.ivaRate) });
  return { lines, totalCents: sumOf(lines.map((line) => line.amountCents)) };
}

function electricityLines(plan: PricePlan, usage: BilledUsage): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const energyPeriods = energyPeriodCount(usage.tariff);
  for (let i = 0; i < energyPeriods; i++) {
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
      amountCents: energyLineCents(kwh, price),
    });
  }
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
  // The load curve's 'Autoconsumo' prices each month with this same function and plan, so
  // the line and the month's figure cannot drift apart (energy/selfConsumption.ts).
  const compensation = compensatePeriod({
    energyKwh: Array.from({ length: energyPeriods }, (_, i) => usage.kwhByPeriod[i] ?? 0),
    energyPrices: Array.from({ length: energyPeriods }, (_, i) => plan.energy[i] ?? 0),
    surplusKwh: usage.surplusKwh,
    surplusPrice: plan.surplusPrice,
  });
  if (compensation.surplusKwh > 0) {
    lines.push({
      ...base,
      kind: "compensation",
      quantity: compensation.surplusKwh,
      unit: "kWh",
      price: plan.surplusPrice,
      priceUnit: "€/kWh",
      adjusted: compensation.capped,
      amountCents: -toCents(compensation.compensationEur),
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
