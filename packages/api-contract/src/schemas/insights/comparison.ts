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
 * first, the price change last), so the causes add up exactly to the difference:
 * - `days`: more or fewer days of the fixed terms (power, meter rental, gas fixed term);
 * - `consumption` (per period; gas: null): kWh change × the other invoice's €/kWh;
 * - `prices` (per period for energy; null: fixed terms): the change of unit prices;
 * - `power`: contracted kW change × days × €/kW·día;
 * - `compensation`: the self-consumption surplus discount changed;
 * - `taxes`: electricity tax, hydrocarbons tax and IVA (they follow the base, and their rates).
 * Causes whose contribution is 0 are left out. For the sentences ('Has consumido 42 kWh más en
 * punta: +8,10 €'): `delta` is the change of the cause's quantity in `unit` (kWh, days, kW),
 * null for prices and taxes; `current`/`other` the values compared (same unit, or €/kWh for
 * energy prices).
 */
export const CAUSE_KINDS = ["days", "consumption", "prices", "power", "compensation", "taxes"] as const;
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
