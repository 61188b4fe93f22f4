import { z } from "zod";
import { idString, isoDate, text } from "../common";
import { invoiceBreakdownQuerySchema } from "./breakdown";
import { cents, quantity, sumCents, tariffPeriodSchema, unitPrice } from "./money";

/** 'previous': the contract's invoice before this one; 'yearAgo': the one whose period holds
 * the same dates a year earlier ('Mismo mes del año anterior'). */
export const COMPARISON_TARGETS = ["previous", "yearAgo"] as const;

/** GET /ov/insights/invoices/comparison. */
export const invoiceComparisonQuerySchema = invoiceBreakdownQuerySchema.extend({
  against: z.enum(COMPARISON_TARGETS).default("previous"),
});
export type InvoiceComparisonQuery = z.output<typeof invoiceComparisonQuerySchema>;

const kwhByPeriodSchema = z.object({
  P1: quantity,
  P2: quantity,
  P3: quantity,
  P4: quantity,
  P5: quantity,
  P6: quantity,
});

/** One side of the comparison. */
export const comparedInvoiceSchema = z.object({
  serieFactura: text(40),
  numeroFactura: idString(),
  tariff: text(40),
  periodFrom: isoDate,
  periodUntil: isoDate,
  daysBilled: z.number().int().min(1).max(400),
  kwh: quantity,
  kwhByPeriod: kwhByPeriodSchema,
  totalCents: cents,
});
export type ComparedInvoice = z.output<typeof comparedInvoiceSchema>;

/**
 * Why the total changed, one effect at a time (current − other, at the other invoice's prices
 * first, the price change last); each effect is rounded to the cent and what rounding leaves
 * goes to the largest, so the causes add up exactly to the difference:
 * - `days`: more or fewer days of the fixed terms (power, meter rental, gas fixed term…);
 * - `consumption` (period null): the total kWh change at the other invoice's mix and prices;
 * - `distribution`: the customer spread the kWh differently across the periods;
 * - `calendar`: hours that moved between periods (a season change, weekends or holidays),
 *   with the other invoice's habits: not something the customer did;
 * - `prices` (per period for energy; null: fixed terms and surplus): a unit price changed
 *   (never present for a price that did not change);
 * - `power`: contracted kW change × days × €/kW·día;
 * - `compensation`: the self-consumption surplus discount changed;
 * - `otherCharges`: any other line (e.g. a financing charge) changed;
 * - `taxes`: electricity tax, hydrocarbons tax and IVA (they follow the base, and their rates).
 * Causes whose contribution is 0 are left out. For the sentences ('Has consumido 42 kWh más:
 * +8,10 €'): `delta` is the change of the cause's quantity in `unit` (kWh, days, kW), null for
 * prices, calendar, distribution and taxes; `current`/`other` the values compared (same
 * unit, or €/kWh for energy prices).
 */
export const CAUSE_KINDS = [
  "days",
  "consumption",
  "distribution",
  "calendar",
  "prices",
  "power",
  "compensation",
  "otherCharges",
  "taxes",
] as const;
export const causeKindSchema = z.enum(CAUSE_KINDS);
export type CauseKind = z.output<typeof causeKindSchema>;

export const comparisonCauseSchema = z.object({
  kind: causeKindSchema,
  period: tariffPeriodSchema.nullable(),
  unit: z.enum(["kWh", "días", "kW", "€/kWh"]).nullable(),
  delta: quantity.nullable(),
  current: z.union([quantity, unitPrice]).nullable(),
  other: z.union([quantity, unitPrice]).nullable(),
  amountCents: cents,
});
export type ComparisonCause = z.output<typeof comparisonCauseSchema>;

/** The comparison. With no invoice to compare with, `other` is null, the difference 0 and no
 * causes ('no previous invoice'); otherwise `causes` add up to `differenceCents` exactly
 * (the schema checks it), which is current − other. */
export const invoiceComparisonSchema = z
  .object({
    against: z.enum(COMPARISON_TARGETS),
    current: comparedInvoiceSchema,
    other: comparedInvoiceSchema.nullable(),
    differenceCents: cents,
    causes: z.array(comparisonCauseSchema).max(40),
  })
  .refine((answer) => sumCents(answer.causes) === answer.differenceCents, { message: "The causes must add up to the difference" })
  .refine((answer) => answer.other === null || answer.differenceCents === answer.current.totalCents - answer.other.totalCents, {
    message: "The difference is current − other",
  });
export type InvoiceComparison = z.output<typeof invoiceComparisonSchema>;
