import type { BreakdownLine } from "@oficina-virtual/api-contract";
import { countOf, formatAmount, formatKwh, formatNumber, formatUnitPrice, periodCount, periodDays } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";

/** One line of the invoice's detail. */
export interface AmountLine {
  concepto: string;
  detalle: string;
  /** Euros, 2 decimals. */
  importe: number;
}

/** One tax of the invoice: what it is levied on, its rate and its amount, which a full
 * invoice must state (Real Decreto 1619/2012, art. 6.1 g–h). */
export interface TaxLine {
  impuesto: string;
  /** What the rate applies to, as printed: euros, or the kWh of a tax per kWh. */
  base: string;
  tipo: string;
  /** Euros, 2 decimals. */
  cuota: number;
  /** A tax that is one of the lines (the electricity and hydrocarbons taxes), so inside the
   * IVA's base, not added to it. */
  inBase: boolean;
}

export interface InvoiceBreakdown {
  lines: AmountLine[];
  /** Base imponible (sum of the lines). */
  base: number;
  ivaRate: number;
  iva: number;
  total: number;
  /** The taxes, IVA last. */
  taxes: TaxLine[];
}

export const IVA_RATE = 0.21;
/** Impuesto especial sobre la electricidad. */
export const IEE_RATE = 0.0511269632;
const POWER_PRICE_PER_KW_DAY = 0.073_782;
const METER_RENT_PER_DAY = 0.026_63;
const GAS_FIXED_PER_DAY: Record<string, number> = { "RL.1": 0.1508, "RL.2": 0.3029, "RL.3": 0.7012 };
const HYDROCARBON_TAX_PER_KWH = 0.00234;

const cents = (euros: number) => Math.round(euros * 100);
const euros = (value: number) => value / 100;

/** The same words as the widget's 'Desglose de la factura' (es-ES). */
function concepto(line: BreakdownLine): string {
  switch (line.kind) {
    case "energy":
      return `Energía ${line.period}`;
    case "power":
      return `Potencia ${line.period}`;
    case "compensation":
      return "Compensación de excedentes";
    case "bonoSocial":
      return "Financiación del bono social";
    case "electricityTax":
      return "Impuesto eléctrico";
    case "meterRental":
      return "Alquiler de contador";
    case "gasFixed":
      return "Término fijo";
    case "gasVariable":
      return "Término variable";
    case "hydrocarbonsTax":
      return "Impuesto sobre hidrocarburos";
    case "other":
      return "Otros conceptos";
    case "iva":
      return "IVA";
  }
}

const percent = (rate: number) => `${new Intl.NumberFormat("es-ES", { maximumFractionDigits: 8 }).format(rate * 100)} %`;

function detalle(line: BreakdownLine): string {
  const price = line.price === null ? "" : `${formatUnitPrice(line.price)} ${line.priceUnit}`;
  const days = countOf(line.days ?? 0, "día", "días");
  if (line.kind === "power") return `${formatNumber(line.quantity ?? 0)} kW × ${days} × ${price}`;
  if (line.quantity !== null) return `${formatKwh(line.quantity)} × ${price}`;
  if (line.days !== null) return `${days} × ${price}`;
  if (line.rate !== null && line.adjusted) return "Mínimo legal por MWh";
  if (line.rate !== null)
    return line.baseCents === null ? percent(line.rate) : `${percent(line.rate)} sobre ${formatAmount(euros(line.baseCents))}`;
  return "";
}

const ivaTax = (baseCents: number, rate: number, amountCents: number): TaxLine => ({
  impuesto: "IVA",
  base: formatAmount(euros(baseCents)),
  tipo: percent(rate),
  cuota: euros(amountCents),
  inBase: false,
});

/** The taxes among the breakdown call's lines, with the base and rate it priced them at. */
function pricedTax(line: BreakdownLine): TaxLine | null {
  if (line.kind === "electricityTax") {
    const tipo = line.adjusted ? "Mínimo legal por MWh" : percent(line.rate ?? IEE_RATE);
    const base = formatAmount(euros(line.baseCents ?? 0));
    return { impuesto: "Impuesto especial sobre la electricidad", base, tipo, cuota: euros(line.amountCents), inBase: true };
  }
  if (line.kind === "hydrocarbonsTax") {
    const tipo = line.price === null ? "" : `${formatUnitPrice(line.price)} ${line.priceUnit ?? ""}`.trim();
    return {
      impuesto: "Impuesto sobre hidrocarburos",
      base: formatKwh(line.quantity ?? 0),
      tipo,
      cuota: euros(line.amountCents),
      inBase: true,
    };
  }
  return null;
}

/** The lines priced from the contract's prices (the breakdown call's), IVA apart. */
function pricedBreakdown(lines: readonly BreakdownLine[]): InvoiceBreakdown {
  const iva = lines.find((line) => line.kind === "iva");
  const others = lines.filter((line) => line.kind !== "iva");
  const base = others.reduce((sum, line) => sum + line.amountCents, 0);
  const ivaCents = iva?.amountCents ?? 0;
  const ivaRate = iva?.rate ?? IVA_RATE;
  const taxes = others.map(pricedTax).filter((tax): tax is TaxLine => tax !== null);
  return {
    lines: others.map((line) => ({ concepto: concepto(line), detalle: detalle(line), importe: euros(line.amountCents) })),
    base: euros(base),
    ivaRate,
    iva: euros(ivaCents),
    total: euros(base + ivaCents),
    taxes: [...taxes, ivaTax(iva?.baseCents ?? base, ivaRate, ivaCents)],
  };
}

/**
 * The invoice's lines, worked backwards from its stored total so that they add up to it to the
 * cent: IVA 21 % over the base; for electricity the base holds energy per period, power, the
 * electricity tax (5,11269632 % of energy + power) and the meter rent; for gas the fixed term,
 * energy, the hydrocarbon tax and the meter rent; a 'VA' invoice is one miscellaneous line.
 * Credit notes (negative totals) carry a single energy line. Only for invoices without
 * priced lines (no price plan): those with one print exactly the breakdown call's lines.
 * IVA at the invoice's own rate when the document carries it.
 */
export function invoiceBreakdown(invoice: InvoiceDocument): InvoiceBreakdown {
  if (invoice.priced) return pricedBreakdown(invoice.priced);
  const ivaRate = invoice.ivaRate ?? IVA_RATE;
  const total = cents(invoice.total);
  const base = Math.round(total / (1 + ivaRate));
  const days = periodDays(invoice.readingFrom, invoice.readingUntil);
  const worked: Worked =
    invoice.categoria === "VA"
      ? { lines: [{ concepto: "Servicios varios", detalle: "Otros conceptos", cents: base }], taxes: [] }
      : invoice.line === "Electricidad"
        ? electricityLines(invoice, base, total, days)
        : gasLines(invoice, base, total, days);
  return {
    lines: worked.lines.map((line) => ({ concepto: line.concepto, detalle: line.detalle, importe: euros(line.cents) })),
    base: euros(base),
    ivaRate,
    iva: euros(total - base),
    total: euros(total),
    taxes: [...worked.taxes, ivaTax(base, ivaRate, total - base)],
  };
}

type WorkedLine = { concepto: string; detalle: string; cents: number };
type Worked = { lines: WorkedLine[]; taxes: TaxLine[] };

function electricityLines(invoice: InvoiceDocument, base: number, total: number, days: number): Worked {
  const lines: WorkedLine[] = [];
  const rent = total > 0 ? Math.min(cents(METER_RENT_PER_DAY * days), Math.floor(base * 0.05)) : 0;
  const energyAndPower = Math.round((base - rent) / (1 + IEE_RATE));
  const tax = base - rent - energyAndPower;
  const contracted = invoice.potencias.slice(0, 2).reduce((sum, kw) => sum + kw, 0);
  const power = total > 0 ? Math.min(cents(contracted * days * POWER_PRICE_PER_KW_DAY), Math.floor(energyAndPower * 0.4)) : 0;
  lines.push(...energyLines(invoice, energyAndPower - power));
  if (power !== 0) {
    lines.push({
      concepto: "Término de potencia",
      detalle: `${formatNumber(contracted)} kW × ${countOf(days, "día", "días")}`,
      cents: power,
    });
  }
  lines.push({ concepto: "Impuesto eléctrico", detalle: `${percent(IEE_RATE)} sobre ${formatAmount(euros(energyAndPower))}`, cents: tax });
  if (rent !== 0) lines.push({ concepto: "Alquiler de equipos de medida", detalle: countOf(days, "día", "días"), cents: rent });
  const iee: TaxLine = {
    impuesto: "Impuesto especial sobre la electricidad",
    base: formatAmount(euros(energyAndPower)),
    tipo: percent(IEE_RATE),
    cuota: euros(tax),
    inBase: true,
  };
  return { lines, taxes: [iee] };
}

function gasLines(invoice: InvoiceDocument, base: number, total: number, days: number): Worked {
  const lines: WorkedLine[] = [];
  const rent = total > 0 ? Math.min(cents(METER_RENT_PER_DAY * days), Math.floor(base * 0.05)) : 0;
  const byRate = cents(invoice.consumptionKwh * HYDROCARBON_TAX_PER_KWH);
  const tax = total > 0 ? Math.min(byRate, Math.floor(base * 0.1)) : 0;
  const fixedPerDay = GAS_FIXED_PER_DAY[invoice.tarifa.trim().toUpperCase()] ?? GAS_FIXED_PER_DAY["RL.1"]!;
  const fixed = total > 0 ? Math.min(cents(fixedPerDay * days), Math.floor((base - rent - tax) * 0.3)) : 0;
  if (fixed !== 0) lines.push({ concepto: "Término fijo", detalle: countOf(days, "día", "días"), cents: fixed });
  lines.push(...energyLines(invoice, base - rent - tax - fixed));
  if (tax === 0) {
    if (rent !== 0) lines.push({ concepto: "Alquiler de contador", detalle: countOf(days, "día", "días"), cents: rent });
    return { lines, taxes: [] };
  }
  lines.push({ concepto: "Impuesto sobre hidrocarburos", detalle: formatKwh(invoice.consumptionKwh), cents: tax });
  if (rent !== 0) lines.push({ concepto: "Alquiler de contador", detalle: countOf(days, "día", "días"), cents: rent });
  const hydrocarbons: TaxLine = {
    impuesto: "Impuesto sobre hidrocarburos",
    base: formatKwh(invoice.consumptionKwh),
    // Capped to a tenth of the base, the tax is no longer kWh × rate: no rate is claimed then.
    tipo: tax === byRate ? `${formatUnitPrice(HYDROCARBON_TAX_PER_KWH)} €/kWh` : "",
    cuota: euros(tax),
    inBase: true,
  };
  return { lines, taxes: [hydrocarbons] };
}

/** The energy term split over the periods with consumption, in proportion to it. */
function energyLines(invoice: InvoiceDocument, amount: number): WorkedLine[] {
  const periods = invoice.consumo.slice(0, periodCount(invoice.line, invoice.tarifa));
  const used = periods.map((kwh, index) => ({ kwh, period: `P${index + 1}` })).filter((p) => p.kwh > 0);
  const label = invoice.line === "Gas" ? "Término de energía" : "Energía activa";
  if (used.length === 0) return [{ concepto: label, detalle: formatKwh(invoice.consumptionKwh), cents: amount }];
  const totalKwh = used.reduce((sum, p) => sum + p.kwh, 0);
  let left = amount;
  return used.map((p, index) => {
    const share = index === used.length - 1 ? left : Math.round((amount * p.kwh) / totalKwh);
    left -= share;
    const price = euros(share) / p.kwh;
    const concepto = invoice.line === "Gas" ? label : `${label} ${p.period}`;
    return { concepto, detalle: `${formatKwh(p.kwh)} × ${formatUnitPrice(price)} €/kWh`, cents: share };
  });
}
