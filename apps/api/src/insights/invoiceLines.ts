import {
  type BreakdownLine,
  compensatePeriod,
  energyLineCents,
  energyPeriodCount,
  powerPeriodCount,
  type TariffPeriodName,
} from "@oficina-virtual/api-contract";
import type { BonoSocialDays } from "./bonoSocial";
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
  /** Electricity: the days at each 'Financiación del bono social' price (bonoSocial.ts); none
   * when absent. */
  bonoSocial?: readonly BonoSocialDays[];
}

export interface PricedInvoice {
  lines: BreakdownLine[];
  totalCents: number;
}

const PERIODS: TariffPeriodName[] = ["P1", "P2", "P3", "P4", "P5", "P6"];
const round3 = (value: number) => Math.round(value * 1000) / 1000;

type LineFields = Partial<Omit<BreakdownLine, "kind" | "amountCents">>;

/** A line with every field, those not given null (adjusted: false), as one object literal:
 * spreading a shared template into each line (`{ ...base, kind, … }`) took V8's slow path,
 * several µs a line on Node 20, a fifth of a comparison's CPU. The keys keep the order the
 * spread gave them. */
function line(kind: BreakdownLine["kind"], amountCents: number, f: LineFields): BreakdownLine {
  return {
    period: f.period ?? null,
    quantity: f.quantity ?? null,
    unit: f.unit ?? null,
    price: f.price ?? null,
    priceUnit: f.priceUnit ?? null,
    days: f.days ?? null,
    rate: f.rate ?? null,
    baseCents: f.baseCents ?? null,
    adjusted: f.adjusted ?? false,
    kind,
    amountCents,
  };
}

/**
 * An electricity or gas invoice, line by line, in cents (rounding: cents.ts). Electricity,
 * in the order a Spanish electricity invoice lists them:
 * 1. power term per power period: kW × days × €/kW·día;
 * 2. energy term per energy period: kWh × €/kWh;
 * 3. compensation (RD 244/2019, simplified): surplus kWh × €/kWh, at most the energy term
 *    (the power term is never compensated);
 * 3b. 'Financiación del bono social': days × €/día, one line per price in force (bonoSocial.ts),
 *    inside the base of the electricity tax and of IVA;
 * 4. electricity tax: 5.11269632 % of (1 + 2 − 3 + 3b), at least the legal minimum per MWh consumed
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
  lines.push(line("meterRental", rental, { days: usage.days, price: plan.meterRentalDay, priceUnit: "€/día" }));
  const ivaBase = sumOf(lines.map((line) => line.amountCents));
  lines.push(line("iva", rateOfCents(ivaBase, usage.ivaRate), { rate: usage.ivaRate, baseCents: ivaBase }));
  return { lines, totalCents: sumOf(lines.map((line) => line.amountCents)) };
}

function electricityLines(plan: PricePlan, usage: BilledUsage): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const energyPeriods = energyPeriodCount(usage.tariff);
  for (let i = 0; i < energyPeriods; i++) {
    const kwh = round3(usage.kwhByPeriod[i] ?? 0);
    // A six-period month has three of them (its season's two and P6): the others, with no
    // kWh, are not lines of its invoice.
    if (energyPeriods === 6 && kwh === 0) continue;
    const price = plan.energy[i] ?? 0;
    lines.push(
      line("energy", energyLineCents(kwh, price), {
        period: PERIODS[i]!,
        quantity: kwh,
        unit: "kWh",
        price,
        priceUnit: "€/kWh",
      }),
    );
  }
  const powerPeriods = powerPeriodCount(usage.tariff);
  for (let i = 0; i < powerPeriods; i++) {
    const kw = usage.powersKw[i] ?? 0;
    const price = plan.power[i] ?? 0;
    lines.push(
      line("power", toCents(kw * usage.days * price), {
        period: PERIODS[i]!,
        quantity: kw,
        unit: "kW",
        price,
        priceUnit: "€/kW·día",
        days: usage.days,
      }),
    );
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
    lines.push(
      line("compensation", -toCents(compensation.compensationEur), {
        quantity: compensation.surplusKwh,
        unit: "kWh",
        price: plan.surplusPrice,
        priceUnit: "€/kWh",
        adjusted: compensation.capped,
      }),
    );
  }
  for (const { days, eurPerDay } of usage.bonoSocial ?? []) {
    lines.push(line("bonoSocial", toCents(days * eurPerDay), { days, price: eurPerDay, priceUnit: "€/día" }));
  }
  const taxBase = sumOf(lines.map((line) => line.amountCents));
  const byRate = rateOfCents(taxBase, plan.electricityTaxRate);
  const consumedMwh = sumOf(usage.kwhByPeriod.map(round3)) / 1000;
  const minimum = toCents(consumedMwh * plan.electricityTaxMinMwh);
  lines.push(
    line("electricityTax", Math.max(byRate, minimum), {
      rate: plan.electricityTaxRate,
      baseCents: taxBase,
      adjusted: minimum > byRate,
    }),
  );
  return lines;
}

function gasLines(plan: PricePlan, usage: BilledUsage): BreakdownLine[] {
  const kwh = round3(sumOf(usage.kwhByPeriod));
  return [
    line("gasFixed", toCents(usage.days * plan.gasFixedDay), {
      days: usage.days,
      price: plan.gasFixedDay,
      priceUnit: "€/día",
    }),
    line("gasVariable", toCents(kwh * plan.gasVariableKwh), {
      quantity: kwh,
      unit: "kWh",
      price: plan.gasVariableKwh,
      priceUnit: "€/kWh",
    }),
    line("hydrocarbonsTax", toCents(kwh * plan.hydrocarbonsKwh), {
      quantity: kwh,
      unit: "kWh",
      price: plan.hydrocarbonsKwh,
      priceUnit: "€/kWh",
    }),
  ];
}
