import { z } from "zod";
import {
  booleanish,
  cups,
  fullbillingDate,
  lineSchema,
  lineSlugSchema,
  numberish,
  oneLine,
  optionalParam,
  optionalQuery,
  page,
  price,
  withOrderedRanges,
} from "../common";

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
