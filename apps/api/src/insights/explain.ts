import {
  type BreakdownLine,
  type ComparedInvoice,
  defaultDueDate,
  type InvoiceBreakdown,
  paymentStateOf,
} from "@oficina-virtual/api-contract";
import type { contracts, invoices } from "../db/schema";
import { bonoSocialFinancing } from "./bonoSocial";
import { toCents } from "./cents";
import type { ComparedSide } from "./comparison";
import { daysBilled } from "./days";
import { electricityTaxRate } from "./electricityTaxRate";
import { type PricedInvoice, priceInvoice } from "./invoiceLines";
import { type PricePlan, planAt } from "./prices";

type InvoiceRow = typeof invoices.$inferSelect;
type ContractRow = typeof contracts.$inferSelect;

export const kwhByPeriodOf = (invoice: InvoiceRow) =>
  [invoice.consumoP1, invoice.consumoP2, invoice.consumoP3, invoice.consumoP4, invoice.consumoP5, invoice.consumoP6].map(Number);

export const powersOf = (contract: ContractRow) =>
  [contract.potenciaP1, contract.potenciaP2, contract.potenciaP3, contract.potenciaP4, contract.potenciaP5, contract.potenciaP6].map(
    (kw) => kw ?? 0,
  );

/**
 * An invoice's lines, or null when they cannot be stated exactly: no price plan (a database
 * seeded before the invoices stored their lines), or priced lines that do not add up to the stored total (an invoice
 * that was not billed by these prices). A miscellaneous ('VA') invoice is one charge plus
 * its IVA, split from the total.
 */
export function explainInvoice(invoice: InvoiceRow, contract: ContractRow, plans: readonly PricePlan[]): PricedInvoice | null {
  const totalCents = toCents(Number(invoice.totalAmount));
  const ivaRate = Number(invoice.ivaRate);
  if (invoice.categoria === "VA") {
    const base = Math.round(totalCents / (1 + ivaRate));
    const none = { period: null, quantity: null, unit: null, price: null, priceUnit: null, days: null, adjusted: false } as const;
    const lines: BreakdownLine[] = [
      { ...none, kind: "other", rate: null, baseCents: null, amountCents: base },
      { ...none, kind: "iva", rate: ivaRate, baseCents: base, amountCents: totalCents - base },
    ];
    return { lines, totalCents };
  }
  const revision = planAt(plans, invoice.readingFrom);
  if (!revision) return null;
  const plan = contract.line === "Electricidad" ? taxedOn(revision, invoice.launchDate) : revision;
  const priced = priceInvoice(plan, {
    line: contract.line,
    tariff: contract.tarifa,
    days: daysBilled(invoice.readingFrom, invoice.readingUntil),
    kwhByPeriod: kwhByPeriodOf(invoice),
    surplusKwh: Number(invoice.surplusKwh),
    powersKw: powersOf(contract),
    ivaRate,
    bonoSocial: contract.line === "Electricidad" ? bonoSocialFinancing(invoice.readingFrom, invoice.readingUntil) : [],
  });
  return priced.totalCents === totalCents ? priced : null;
}

/** The plan with the electricity tax rate in force on the invoice's issue date. */
export const taxedOn = (plan: PricePlan, issuedOn: string): PricePlan => ({
  ...plan,
  electricityTaxRate: electricityTaxRate(issuedOn, plan.electricityTaxRate),
});

/** The breakdown with the invoice's 'Estado' and 'Fecha de vencimiento' ('Vencida' depends on `today`). */
export function breakdownAnswer(invoice: InvoiceRow, contract: ContractRow, priced: PricedInvoice, today: string): InvoiceBreakdown {
  const dueDate = invoice.dueDate ?? defaultDueDate(invoice.launchDate);
  return {
    serieFactura: invoice.serie,
    numeroFactura: invoice.numero,
    line: contract.line,
    contractCode: contract.codAbonado,
    tariff: contract.tarifa,
    periodFrom: invoice.readingFrom,
    periodUntil: invoice.readingUntil,
    daysBilled: daysBilled(invoice.readingFrom, invoice.readingUntil),
    lines: priced.lines,
    totalCents: priced.totalCents,
    estado: paymentStateOf(invoice.paymentState, dueDate, today),
    fechaVencimiento: dueDate,
  };
}

export function comparedSide(invoice: InvoiceRow, contract: ContractRow): ComparedInvoice {
  const kwh = kwhByPeriodOf(invoice);
  return {
    serieFactura: invoice.serie,
    numeroFactura: invoice.numero,
    tariff: contract.tarifa,
    periodFrom: invoice.readingFrom,
    periodUntil: invoice.readingUntil,
    daysBilled: daysBilled(invoice.readingFrom, invoice.readingUntil),
    kwh: Number(invoice.consumptionKwh),
    kwhByPeriod: { P1: kwh[0]!, P2: kwh[1]!, P3: kwh[2]!, P4: kwh[3]!, P5: kwh[4]!, P6: kwh[5]! },
    totalCents: toCents(Number(invoice.totalAmount)),
  };
}

/** An invoice priced line by line as one side of compareInvoices, with the calendar of its
 * days (the tariff's periods of each billed local day). */
export function comparisonSide(invoice: InvoiceRow, contract: ContractRow, priced: PricedInvoice): ComparedSide {
  return {
    days: daysBilled(invoice.readingFrom, invoice.readingUntil),
    lines: priced.lines,
    calendar: { tariff: contract.tarifa, from: invoice.readingFrom, until: invoice.readingUntil },
  };
}
