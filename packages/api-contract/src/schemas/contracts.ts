import { z } from "zod";
import { ApiMessage } from "../errors";
import {
  amount,
  blankable,
  booleanish,
  count,
  cups,
  esDate,
  idParam,
  idString,
  isoDate,
  type Line,
  lineSchema,
  lineSlugSchema,
  listOrItem,
  numberish,
  oneLine,
  optionalParam,
  optionalText,
  page,
  parseLine,
  price,
  text,
  textish,
  withOrderedRanges,
} from "./common";
import type { ContractInvoiceList, Invoice } from "./invoice";

// ------------------------------------------------------------------ contract detail

/** Contracted power or gas flow, 0 or absent when the period does not apply. */
const power = amount.nullish();

/**
 * The Contrato object of /ov/contracts/api/administrador-fincas (the 'Detalles del
 * Contrato' popup). Part 1 §3 describes a contract detail with other names (fechaAlta,
 * fechaBaja, tarifaPeaje.textoTarifaPeaje, contratoSituacion.textoSituacion, refExt3);
 * no call of part 1 returns it, so those fields are accepted here, optional.
 */
export const contractDetailSchema = z.object({
  codigoContrato: idString(),
  RazonSocial: optionalText(200),
  Direccion: optionalText(300),
  ciudad: optionalText(100),
  provincia: optionalText(100),
  NIF: optionalText(20),
  CUPS: optionalText(30),
  codigoPostal: textish(10).nullish(),
  Tarifa: optionalText(40),
  Desde: optionalText(40),
  Hasta: optionalText(40),
  PotenciaContratadaP1: power,
  PotenciaContratadaP2: power,
  PotenciaContratadaP3: power,
  PotenciaContratadaP4: power,
  PotenciaContratadaP5: power,
  PotenciaContratadaP6: power,
  /** Gas only. */
  CaudalContrato: power,
  fechaAlta: optionalText(40),
  fechaBaja: optionalText(40),
  tarifaPeaje: z.object({ textoTarifaPeaje: optionalText(100) }).nullish(),
  contratoSituacion: z.object({ textoSituacion: optionalText(100) }).nullish(),
  /** The contract id. */
  refExt3: optionalText(40),
});
export type ContractDetail = z.output<typeof contractDetailSchema>;

export const adminContractDetailQuerySchema = z.object({ codigoContrato: idParam, line: lineSchema });

export const adminContractDetailResponseSchema = z.object({ Contrato: contractDetailSchema });
export type AdminContractDetailResponse = z.output<typeof adminContractDetailResponseSchema>;

// ------------------------------------------------------------- per-contract invoices

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

// --------------------------------------------------------------- per-contract downloads

/** contractCode/fullbilling: archive named 'facturas {line}.rar'. */
export const contractFullbillingQuerySchema = withOrderedRanges(
  z.object({
    CUPS: cups.min(1),
    line: lineSchema,
    contractCode: idParam,
    startDate: isoDate,
    endDate: isoDate,
    factura: optionalParam(oneLine(40)),
  }),
);

/** /ov/consumptions/api/fullbilling: 'consumos {line}.xlsx'. */
export const consumptionsExcelQuerySchema = withOrderedRanges(
  z.object({
    contractCode: idParam,
    cups: cups.min(1),
    line: lineSchema,
    startDate: isoDate,
    endDate: isoDate,
  }),
);

/**
 * GET /ov/contracts/fullbilling, whose answer is ignored. The spec writes "contractCode as
 * cups": either parameter is accepted, and at least one is required. Dates DD-MM-YYYY.
 */
export const contractsFullbillingNotifyQuerySchema = withOrderedRanges(
  z.object({
    contractCode: optionalParam(oneLine(40)),
    cups: optionalParam(cups),
    line: lineSchema,
    startDate: esDate,
    endDate: esDate,
  }),
).superRefine((query, ctx) => {
  if (!query.contractCode && !query.cups) {
    ctx.addIssue({ code: "custom", path: ["contractCode"], message: "Send contractCode or cups" });
  }
});

/** /ov/contracts/api/consumptionsCertified: line in lower case, dates YYYY-MM-DD. */
export const consumptionsCertifiedQuerySchema = withOrderedRanges(
  z.object({
    line: lineSlugSchema,
    contractCode: idParam,
    startDate: isoDate,
    endDate: isoDate,
  }),
);
