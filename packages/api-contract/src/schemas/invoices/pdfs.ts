import { z } from "zod";
import { booleanish, cups, lineSchema, oneLine, optionalParam } from "../common";

/** GET /ov/contracts/api/contracts: the unified invoice as a PDF. */
export const unifiedInvoicePdfQuerySchema = z.object({
  numeroFactura: oneLine(40).min(1),
  serieFactura: oneLine(40).min(1),
  line: lineSchema,
  marca: optionalParam(oneLine(100)),
  "Content-Type": z.literal("pdf"),
  base64: booleanish.pipe(z.literal(false)),
});

/** Where an invoice's Pdf/pdf field points. The spec only says the field carries the path;
 * the server builds it with invoicePdfPath and the client follows it. */
export const INVOICE_PDF_PATH = "/ov/invoices/api/pdf";

export const invoicePdfQuerySchema = z.object({
  serieFactura: oneLine(40).min(1),
  numeroFactura: oneLine(40).min(1),
  line: lineSchema,
  /** The per-contract view appends &CUPS={cups}. */
  CUPS: optionalParam(cups),
});
export type InvoicePdfQuery = z.output<typeof invoicePdfQuerySchema>;

/** The value the server puts in an invoice's Pdf/pdf field. */
export function invoicePdfPath(query: z.input<typeof invoicePdfQuerySchema>): string {
  const parsed = invoicePdfQuerySchema.parse(query);
  const search = new URLSearchParams({
    serieFactura: parsed.serieFactura,
    numeroFactura: parsed.numeroFactura,
    line: parsed.line,
  });
  if (parsed.CUPS) search.set("CUPS", parsed.CUPS);
  return `${INVOICE_PDF_PATH}?${search.toString()}`;
}

/** The invoicePdf query carried by a Pdf/pdf field, or null when it points elsewhere. */
export function parseInvoicePdfPath(value: string): InvoicePdfQuery | null {
  let url: URL;
  try {
    url = new URL(value, "http://contract.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://contract.invalid" || url.pathname !== INVOICE_PDF_PATH) return null;
  const parsed = invoicePdfQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : null;
}
