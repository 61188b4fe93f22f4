import { z } from "zod";
import { idString, isoDate, lineSchema, oneLine, text } from "../common";
import { paymentStateSchema } from "../payment";
import { cents, quantity, rate, sumCents, tariffPeriodSchema, unitPrice } from "./money";

/** GET /ov/insights/invoices/breakdown: one invoice, by the series and number every invoice
 * row carries (serieFactura + billNumber/factura; unique together). */
export const invoiceBreakdownQuerySchema = z.object({
  serieFactura: oneLine(40).min(1),
  numeroFactura: oneLine(40).min(1),
});
export type InvoiceBreakdownQuery = z.output<typeof invoiceBreakdownQuerySchema>;

/**
 * The parts of an invoice, in the order they are printed:
 * - `energy` (per period): quantity kWh × price €/kWh;
 * - `power` (per period): quantity kW × days × price €/kW·día;
 * - `compensation`: surplus kWh × price €/kWh, negative, capped at the energy term (RD 244/2019);
 * - `bonoSocial`: 'Financiación del bono social', days × price €/día (one line per price in force);
 * - `electricityTax`: rate × base (power + energy − compensation + bonoSocial), or the legal
 *   minimum per MWh;
 * - `meterRental`: days × price €/día;
 * - `gasFixed`: days × price €/día; `gasVariable`: kWh × €/kWh; `hydrocarbonsTax`: kWh × €/kWh;
 * - `other`: a miscellaneous ('VA') invoice's one charge ('Otros conceptos');
 * - `iva`: rate × base (everything above).
 */
export const BREAKDOWN_KINDS = [
  "energy",
  "power",
  "compensation",
  "bonoSocial",
  "electricityTax",
  "meterRental",
  "gasFixed",
  "gasVariable",
  "hydrocarbonsTax",
  "other",
  "iva",
] as const;
export const breakdownKindSchema = z.enum(BREAKDOWN_KINDS);
export type BreakdownKind = z.output<typeof breakdownKindSchema>;

export const QUANTITY_UNITS = ["kWh", "kW"] as const;
export const PRICE_UNITS = ["€/kWh", "€/kW·día", "€/día"] as const;

export const breakdownLineSchema = z.object({
  kind: breakdownKindSchema,
  /** Energy and power lines; null on the others. */
  period: tariffPeriodSchema.nullable(),
  /** kWh (energy, compensation, gasVariable, hydrocarbonsTax) or kW (power); null otherwise. */
  quantity: quantity.nullable(),
  unit: z.enum(QUANTITY_UNITS).nullable(),
  /** Unit price in euros, in `priceUnit`; null on the percentage taxes. */
  price: unitPrice.nullable(),
  priceUnit: z.enum(PRICE_UNITS).nullable(),
  /** Days the line charges (power, bonoSocial, meterRental, gasFixed); null otherwise. */
  days: z.number().int().min(0).max(400).nullable(),
  /** Percentage taxes (electricityTax, iva): the rate and the base it applies to. */
  rate: rate.nullable(),
  baseCents: cents.nullable(),
  /** electricityTax: the legal minimum per MWh applied instead of the rate.
   * compensation: the surplus value was capped at the energy term. */
  adjusted: z.boolean(),
  amountCents: cents,
});
export type BreakdownLine = z.output<typeof breakdownLineSchema>;

/** The invoice explained. `lines` add up to `totalCents` exactly (the schema checks it), and
 * `totalCents` is the invoice row's 'Importe Total'. */
export const invoiceBreakdownSchema = z
  .object({
    serieFactura: text(40),
    numeroFactura: idString(),
    line: lineSchema,
    contractCode: idString(),
    /** '2.0TD', '3.0TD', 'RL1'… */
    tariff: text(40),
    periodFrom: isoDate,
    periodUntil: isoDate,
    /** Days billed: periodFrom to periodUntil, both included. */
    daysBilled: z.number().int().min(1).max(400),
    lines: z.array(breakdownLineSchema).max(40),
    totalCents: cents,
    /** 'Estado' and 'Fecha de vencimiento' of the invoice (schemas/payment). */
    estado: paymentStateSchema,
    fechaVencimiento: isoDate,
  })
  .refine((answer) => sumCents(answer.lines) === answer.totalCents, { message: "The lines must add up to the total" });
export type InvoiceBreakdown = z.output<typeof invoiceBreakdownSchema>;
