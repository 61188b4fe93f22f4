import { z } from "zod";
import { idParam, idString, isoDate, lineSchema, text } from "../common";
import { cents, sumCents } from "../insights/money";

/*
 * What is owed ('Importe pendiente'). The database stores what happened to an invoice's
 * payment ('pagada', 'pendiente', 'devuelta': the direct debit came back); 'Vencida' is not
 * stored but derived: an unpaid invoice past its due date ('Fecha de vencimiento'). The wire
 * carries the four states in Spanish, as the screens print them in the default locale.
 */

export const STORED_PAYMENT_STATES = ["pagada", "pendiente", "devuelta"] as const;
export type StoredPaymentState = (typeof STORED_PAYMENT_STATES)[number];

export const PAYMENT_STATES = ["Pagada", "Pendiente", "Devuelta", "Vencida"] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.output<typeof paymentStateSchema>;

/** Days from issue to the direct debit: an invoice's due date unless it says otherwise. */
export const PAYMENT_TERM_DAYS = 20;

/** The due date of an invoice that names none: PAYMENT_TERM_DAYS after its issue date. */
export function defaultDueDate(issueDate: string): string {
  const day = new Date(`${issueDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + PAYMENT_TERM_DAYS);
  return day.toISOString().slice(0, 10);
}

/** The state a customer reads. A returned debit stays 'Devuelta' past its due date: it says
 * more (the bank refused it) than 'Vencida' would. */
export function paymentStateOf(stored: StoredPaymentState, dueDate: string, today: string): PaymentState {
  if (stored === "pagada") return "Pagada";
  if (stored === "devuelta") return "Devuelta";
  return dueDate < today ? "Vencida" : "Pendiente";
}

export const isOwed = (state: PaymentState): boolean => state !== "Pagada";

/** The owed amount: the integer sum of the unpaid invoices' cents (never a float of euros). */
export function owedCents(invoices: readonly { estado: PaymentState; amountCents: number }[]): number {
  return sumCents(invoices.filter((invoice) => isOwed(invoice.estado)));
}

/** Euros as the invoice rows carry them (2 decimals) to whole cents, without float drift. */
export const centsOf = (euros: number | string): number => Math.round(Number(euros) * 100);

/** GET /ov/invoices/api/importe-pendiente: the caller's, or one of the caller's contracts. */
export const paymentStatusQuerySchema = z.object({ contractCode: idParam.optional() }).prefault({});
export type PaymentStatusQuery = z.output<typeof paymentStatusQuerySchema>;

/** One unpaid invoice: what to transfer and the reference to write (its number as shown). */
export const owedInvoiceSchema = z.object({
  line: lineSchema,
  serieFactura: text(40),
  numeroFactura: idString(),
  contractCode: idString(),
  estado: paymentStateSchema.exclude(["Pagada"]),
  fechaFactura: isoDate,
  fechaVencimiento: isoDate,
  amountCents: cents,
  /** The transfer's concept: the invoice number as printed ('ENERGIA' not prefixed). */
  referencia: text(60),
  /** The retailer's payment page for this invoice (PAYMENT_URL_TEMPLATE), or null when none
   * is configured: the portal never takes card data itself. */
  urlPago: text(2000).nullable(),
});
export type OwedInvoice = z.output<typeof owedInvoiceSchema>;

/** 'Importe pendiente': the total owed and the invoices it is made of (oldest due first);
 * the total is their exact sum in cents (the schema checks it). */
export const paymentStatusSchema = z
  .object({
    totalCents: cents,
    currency: text(10),
    invoices: z.array(owedInvoiceSchema).max(500),
    /** Where to transfer: the retailer's account. */
    transfer: z.object({ iban: text(40), bank: text(80), holder: text(200) }),
  })
  .refine((answer) => sumCents(answer.invoices) === answer.totalCents, { message: "The invoices must add up to the total" });
export type PaymentStatus = z.output<typeof paymentStatusSchema>;
