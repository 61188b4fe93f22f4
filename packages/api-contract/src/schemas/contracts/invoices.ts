import { z } from "zod";
import { ApiMessage } from "../../errors";
import type { ContractInvoiceList, Invoice } from "../clientInvoice";
import {
  amount,
  blankable,
  booleanish,
  count,
  idParam,
  idString,
  isoDate,
  type Line,
  lineSchema,
  listOrItem,
  numberish,
  oneLine,
  optionalParam,
  optionalText,
  page,
  parseLine,
  price,
  text,
  withOrderedRanges,
} from "../common";
import { paymentStateSchema } from "../payment";

/** contractCode/invoices/ and contractCode/charts/invoices/: first the default query
 * (defaultQuery=true), then a dated one (startDate and endDate, YYYY-MM-DD). */
export const contractInvoicesQuerySchema = withOrderedRanges(
  z.object({
    line: lineSchema,
    contractCode: idParam,
    defaultQuery: optionalParam(booleanish),
    startDate: optionalParam(isoDate),
    endDate: optionalParam(isoDate),
    start: optionalParam(page),
    /** The spec always sends 10. */
    limit: optionalParam(numberish(z.number().int().min(1).max(100))),
    factura: optionalParam(oneLine(40)),
    minPrice: optionalParam(price),
    maxPrice: optionalParam(price),
  }),
).superRefine((query, ctx) => {
  if (!query.defaultQuery && (!query.startDate || !query.endDate)) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Send defaultQuery=true or both dates" });
  }
});

/** An invoice of the per-contract view (Invoices.invoicesList). */
export const contractInvoiceSchema = z.object({
  fechaFactura: text(40),
  factura: idString(),
  serieFactura: text(40),
  isUnificada: booleanish.optional(),
  facturaCategoria: optionalText(10),
  periodoFacturacion: z.object({ desde: optionalText(40), hasta: optionalText(40) }).nullish(),
  total: z.object({
    importe: amount,
    divisa: text(10).default("EUR"),
    countInvoices: count.optional(),
    total: amount.optional(),
  }),
  TotalConsumoEnergiaActiva: amount.nullish(),
  consumoKwh: amount.nullish(),
  consumoActivaP1: amount.nullish(),
  consumoActivaP2: amount.nullish(),
  consumoActivaP3: amount.nullish(),
  consumoActivaP4: amount.nullish(),
  consumoActivaP5: amount.nullish(),
  consumoActivaP6: amount.nullish(),
  PotenciaLeidaP1: amount.nullish(),
  tarifa: optionalText(40),
  /** The download path (see invoicePdfPath). */
  pdf: blankable(text(1000)),
  /** Ours, beside the spec's fields (schemas/payment): 'Estado' and 'Fecha de vencimiento'. */
  estado: paymentStateSchema.optional(),
  fechaVencimiento: isoDate.optional(),
});
export type ContractInvoice = z.output<typeof contractInvoiceSchema>;

/** Invoices.invoicesList, Invoices.total.total (all results), Invoices.total.countInvoices,
 * and message ('No se han encontrado datos del titular.' means empty). */
export const contractInvoicesResponseSchema = z.object({
  Invoices: z
    .object({
      invoicesList: listOrItem(contractInvoiceSchema),
      total: z.object({ total: count.default(0), countInvoices: count.default(0) }).prefault({}),
    })
    .prefault({}),
  message: optionalText(500),
});
export type ContractInvoicesResponse = z.output<typeof contractInvoicesResponseSchema>;

/** One contract's answer as a client reads it. The list carries no line: it is the query's. */
export function readContractInvoices(answer: ContractInvoicesResponse, request: { query?: unknown }): ContractInvoiceList {
  const sent = (request.query ?? {}) as { line?: unknown };
  const line = typeof sent.line === "string" ? parseLine(sent.line) : undefined;
  if (!line) throw new Error("contractInvoices: the query names no line");
  const empty = answer.message === ApiMessage.noHolderData;
  return {
    invoices: empty ? [] : answer.Invoices.invoicesList.map((item) => toInvoice(item, line)),
    total: answer.Invoices.total.total,
  };
}

function toInvoice(item: ContractInvoice, line: Line): Invoice {
  const pdfPath = item.pdf ?? null;
  return {
    line,
    series: item.serieFactura,
    number: item.factura,
    issueDate: item.fechaFactura,
    amount: item.total.importe,
    currency: item.total.divisa,
    periodFrom: item.periodoFacturacion?.desde ?? null,
    periodUntil: item.periodoFacturacion?.hasta ?? null,
    category: item.facturaCategoria ?? null,
    isUnified: item.isUnificada === true,
    unifiedSeries: null,
    unifiedNumber: null,
    // The list has no download flag: a path is the invoice's PDF.
    canDownload: pdfPath !== null && pdfPath !== "",
    pdfPath,
    proformaCount: 0,
    paymentState: item.estado ?? null,
    dueDate: item.fechaVencimiento ?? null,
    taxId: null,
    address: null,
    contract: null,
    contractCode: null,
    cups: null,
    // Some answers name the total one way, some the other.
    consumptionKwh: item.consumoKwh ?? item.TotalConsumoEnergiaActiva ?? null,
    consumptionByPeriod: {
      P1: item.consumoActivaP1 ?? null,
      P2: item.consumoActivaP2 ?? null,
      P3: item.consumoActivaP3 ?? null,
      P4: item.consumoActivaP4 ?? null,
      P5: item.consumoActivaP5 ?? null,
      P6: item.consumoActivaP6 ?? null,
    },
    tariff: item.tarifa ?? null,
  };
}

export const contractPriceLimitsQuerySchema = z.object({ line: lineSchema, contractCode: idParam });

/** The per-contract price limits use other names than getPriceMinAndMaxInvoice. */
export const contractPriceLimitsSchema = z.object({
  invoiceMinImport: amount,
  invoiceMaxImport: amount,
});
export type ContractPriceLimits = z.output<typeof contractPriceLimitsSchema>;
