import { z } from "zod";
import { type Invoice, type InvoiceSearchResult, NO_PERIOD_CONSUMPTION } from "../clientInvoice";
import {
  amount,
  blankable,
  booleanish,
  count,
  idString,
  isoDate,
  type Line,
  lineSchema,
  listOrItem,
  optionalText,
  parseLine,
  text,
} from "../common";
import { paymentStateSchema } from "../payment";

/** An invoice of the fullbilling family of calls (list item), as the wire carries it;
 * clients read it as an `Invoice` (readInvoiceSearch). */
export const invoiceSchema = z.object({
  line: lineSchema,
  billNumber: idString(),
  /** 'ENERGIA' is not prefixed to the number shown; other series are. */
  serieFactura: text(40),
  launchDate: text(40),
  total: z.object({ amount, currency: text(10).default("EUR") }),
  readingDateFrom: optionalText(40),
  readingDateUntil: optionalText(40),
  nif: optionalText(20),
  street: optionalText(300),
  contract: optionalText(100),
  contractCode: idString().nullish(),
  cups: optionalText(30),
  /** 'VA' = miscellaneous. */
  facturaCategoria: optionalText(10),
  isUnificada: booleanish.optional(),
  isUnica: booleanish.optional(),
  serieFacturaUnica: optionalText(40),
  numeroFacturaUnica: idString().nullish(),
  /** 'PDF No disponible' when null or empty. */
  canDownload: blankable(booleanish),
  /** The download path (see invoicePdfPath). */
  Pdf: blankable(text(1000)),
  /** How many proformas the invoice has. */
  hasProformas: count.optional(),
  factura: idString().nullish(),
  /** Ours, beside the spec's fields (schemas/payment): 'Estado' and 'Fecha de vencimiento'. */
  estado: paymentStateSchema.optional(),
  fechaVencimiento: isoDate.optional(),
});
export type FullbillingInvoice = z.output<typeof invoiceSchema>;

/** Fullbilling.total's line: 'All' for the overall count, else a business line. */
const totalLine = text(20).transform((value, ctx): "All" | Line => {
  if (value.trim().toLowerCase() === "all") return "All";
  const line = parseLine(value);
  if (line) return line;
  ctx.issues.push({ code: "custom", input: value, message: "Expected All, Electricidad or Gas" });
  return z.NEVER;
});

export const fullbillingCountSchema = z.object({ line: totalLine, count });
export type FullbillingCount = z.output<typeof fullbillingCountSchema>;

/** Invoice (an array or a single object) and Fullbilling.total (index 0 the overall count,
 * 1 electricity, 2 gas). Parses `{}` to an empty result, like the spec's 204 "no data". */
export const fullbillingResponseSchema = z.object({
  Invoice: listOrItem(invoiceSchema),
  Fullbilling: z.object({ total: listOrItem(fullbillingCountSchema, 10) }).prefault({}),
});
export type FullbillingResponse = z.output<typeof fullbillingResponseSchema>;

/** The three counts of Fullbilling.total, found by line rather than trusting positions. */
export function fullbillingTotals(response: FullbillingResponse) {
  const total = response.Fullbilling.total;
  const find = (line: "All" | Line, index: number) => (total.find((entry) => entry.line === line) ?? total[index])?.count ?? 0;
  return { all: find("All", 0), electricidad: find("Electricidad", 1), gas: find("Gas", 2) };
}

/** fullbilling's answer as a client reads it: one `Invoice` per item, the totals by line. */
export function readInvoiceSearch(answer: FullbillingResponse): InvoiceSearchResult {
  return { invoices: answer.Invoice.map(toInvoice), totals: fullbillingTotals(answer) };
}

function toInvoice(item: FullbillingInvoice): Invoice {
  return {
    line: item.line,
    series: item.serieFactura,
    number: item.billNumber,
    issueDate: item.launchDate,
    amount: item.total.amount,
    currency: item.total.currency,
    periodFrom: item.readingDateFrom ?? null,
    periodUntil: item.readingDateUntil ?? null,
    category: item.facturaCategoria ?? null,
    isUnified: item.isUnica === true || item.isUnificada === true,
    unifiedSeries: item.serieFacturaUnica ?? null,
    unifiedNumber: item.numeroFacturaUnica ?? null,
    canDownload: item.canDownload === true,
    pdfPath: item.Pdf ?? null,
    proformaCount: item.hasProformas ?? 0,
    paymentState: item.estado ?? null,
    dueDate: item.fechaVencimiento ?? null,
    taxId: item.nif ?? null,
    address: item.street ?? null,
    contract: item.contract ?? null,
    contractCode: item.contractCode ?? null,
    cups: item.cups ?? null,
    consumptionKwh: null,
    consumptionByPeriod: { ...NO_PERIOD_CONSUMPTION },
    tariff: null,
  };
}
