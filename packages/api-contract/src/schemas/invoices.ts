import { z } from "zod";
import {
  amount,
  blankable,
  booleanish,
  count,
  cups,
  fullbillingDate,
  headersSchema,
  idString,
  type Line,
  lineSchema,
  lineSlugSchema,
  listOrItem,
  numberish,
  oneLine,
  optionalParam,
  optionalQuery,
  optionalText,
  page,
  parseLine,
  price,
  text,
  withOrderedRanges,
} from "./common";
import { type Invoice, type InvoiceSearchResult, NO_PERIOD_CONSUMPTION } from "./invoice";

// ------------------------------------------------------------------------- the invoice

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

// -------------------------------------------------------------------------- filters

/** The filters shared by fullbilling, filterfullbilling and the mass downloads. */
const invoiceFilters = {
  /** YYYY-MM-DD, or 0 when the field is empty. */
  startDate: optionalParam(fullbillingDate),
  endDate: optionalParam(fullbillingDate),
  contract: optionalParam(oneLine(40)),
  cups: optionalParam(cups),
  invoice: optionalParam(oneLine(40)),
  /** Administrator screen. */
  cif: optionalParam(oneLine(20)),
  minPrice: optionalParam(price),
  maxPrice: optionalParam(price),
  isDefaultQuery: optionalParam(booleanish),
  /** The page number. */
  start: optionalParam(page),
  hasUnicasInvoices: optionalParam(booleanish),
  /** The line to leave out: Gas in the all-invoices view, Electricidad in the gas screen. */
  lineRemover: optionalParam(lineSchema),
  /** true for unified invoices. */
  findUnicas: optionalParam(booleanish),
};

export const fullbillingQuerySchema = optionalQuery(withOrderedRanges(z.object(invoiceFilters)));

/** The administrator screen's search: line in lower case, or absent for 'Todo' (both). */
export const filterFullbillingQuerySchema = optionalQuery(
  withOrderedRanges(z.object({ ...invoiceFilters, line: optionalParam(lineSlugSchema) })),
);

/** The 'Encontrar factura' search by number. */
export const searchOneInvoiceQuerySchema = z.object({ invoice: oneLine(40).min(1) });

/** {line} of the mass-download paths: any case in, canonical out. */
export const lineParamsSchema = z.object({ line: lineSchema });

/** GET /ov/invoices/api/{line} (Excel export). */
export const invoicesExcelQuerySchema = optionalQuery(
  withOrderedRanges(
    z.object({
      startDate: invoiceFilters.startDate,
      endDate: invoiceFilters.endDate,
      contract: invoiceFilters.contract,
      cups: invoiceFilters.cups,
      invoice: invoiceFilters.invoice,
      cif: invoiceFilters.cif,
      start: invoiceFilters.start,
      line: optionalParam(lineSchema),
      minPrice: invoiceFilters.minPrice,
      maxPrice: invoiceFilters.maxPrice,
      hasUnicasInvoices: invoiceFilters.hasUnicasInvoices,
    }),
  ),
);

/** GET /ov/invoices/api/fullbilling/unicas/gas, the gas screen's unified invoices. */
export const unicasGasQuerySchema = optionalQuery(
  withOrderedRanges(
    z.object({
      startDate: invoiceFilters.startDate,
      endDate: invoiceFilters.endDate,
      contract: invoiceFilters.contract,
      cups: invoiceFilters.cups,
      invoice: invoiceFilters.invoice,
      minPrice: invoiceFilters.minPrice,
      maxPrice: invoiceFilters.maxPrice,
      isDefaultQuery: invoiceFilters.isDefaultQuery,
      start: invoiceFilters.start,
      /** The spec lists Content-Type among this call's query parameters. */
      "Content-Type": optionalParam(oneLine(100)),
    }),
  ),
);

/** The same path used by the all-invoices view for proformas: `cb` is a cache-buster. */
export const unicasGasProformasQuerySchema = z.object({
  cb: numberish(z.number().int().nonnegative()),
});

// ------------------------------------------------------------------------ price limits

export const PRICE_LIMITS_FALLBACK = { min: -10_000, max: 10_000 } as const;

/** getPriceMinAndMaxInvoice (per-contract and all-invoices screens). */
export const priceLimitsSchema = z.object({
  minImportClientInvoice: amount,
  maxImportClientInvoice: amount,
});
export type PriceLimits = z.output<typeof priceLimitsSchema>;

// ------------------------------------------------------------------ unified invoices

// ----------------------------------------------------------------- proformas and PDFs

/** proforma, proformaDownload and the unicas proformas. Accept asks for one Excel
 * (application/vnd.ms-excel) or a ZIP (application/zip), or the PDF for proformaDownload. */
export const proformaHeadersSchema = headersSchema({
  Accept: optionalParam(oneLine(200)),
  serieFactura: oneLine(40).min(1),
  numeroFactura: oneLine(40).min(1),
  linea: lineSchema,
  nombreMarca: optionalParam(oneLine(100)),
});

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
