import { HttpError } from "../../errors/httpError";

/** Texts of part 2 §5 and §8 that the invoice calls answer with. */
export const InvoiceMessage = {
  rangeTooLong: "Sólo es posible realizar una consulta en un rango de 12 meses.",
  exportRangeTooLong: "Sólo se permite 1 Año como máximo para las exportaciones.",
  overLimits: "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos.",
  invoiceNotFound: "No se ha encontrado la factura.",
  pdfNotAvailable: "PDF No disponible",
  noProformas: "La factura no tiene proformas.",
} as const;

/**
 * `code` of the invoice calls' errors. The spec shows no server codes for these calls (part 2
 * §8), so they are ours: the HTTP status, except the two range/limit rules, which get codes
 * of their own so a client can tell them from a malformed request (code 400).
 */
export const InvoiceErrorCode = {
  rangeTooLong: 4121,
  exportRangeTooLong: 4122,
  overLimits: 4131,
  notFound: 404,
} as const;

/** Mass-download limits (part 2 §9), enforced here as well as in the screens. */
export const EXPORT_LIMITS = { excel: 1000, pdf: 200, zip: 200 } as const;
export type ExportKind = keyof typeof EXPORT_LIMITS;

export const rangeTooLong = (forExport: boolean) =>
  forExport
    ? new HttpError(400, InvoiceErrorCode.exportRangeTooLong, InvoiceMessage.exportRangeTooLong)
    : new HttpError(400, InvoiceErrorCode.rangeTooLong, InvoiceMessage.rangeTooLong);

/** 413 with the over-limit text, the current count and the broken limit, as the screen shows
 * them ('Resultados actuales N', 'Límites incumplidos:', 'EXCEL: 1,000 resultados'). */
export function overLimits(kind: ExportKind, count: number): HttpError {
  const limit = kind === "excel" ? "EXCEL: 1,000 resultados" : "PDF, ZIP: 200 resultados";
  return new HttpError(413, InvoiceErrorCode.overLimits, InvoiceMessage.overLimits, {
    message: `Resultados actuales ${count}. Límites incumplidos: ${limit}`,
  });
}

export const invoiceNotFound = () => new HttpError(404, InvoiceErrorCode.notFound, InvoiceMessage.invoiceNotFound);
export const pdfNotAvailable = () => new HttpError(404, InvoiceErrorCode.notFound, InvoiceMessage.pdfNotAvailable);
