import { invoiceNumber } from "./invoiceNumber";

/** A downloaded file smaller than this (bytes) is an error page, not the file. */
export const MIN_FILE_BYTES = 150;
/** The same threshold for proforma excel or zip files. */
export const MIN_PROFORMA_BYTES = 300;

export type DownloadKind = "default" | "proforma";

/** True when a download of that size counts as a real file (the minimum itself is accepted). */
export function isValidDownload(sizeBytes: number, kind: DownloadKind = "default"): boolean {
  const minimum = kind === "proforma" ? MIN_PROFORMA_BYTES : MIN_FILE_BYTES;
  return Number.isFinite(sizeBytes) && sizeBytes >= minimum;
}

type Part = string | number;
const part = (value: Part) => String(value).trim();

// Names below are the spec's, byte for byte ({line} as the caller passes it, trimmed).
export const invoicesExcelFileName = (line: string) => `facturas ${part(line)}.xlsx`;
/** The "ZIP" mass download: the backend sends a zip, the spec names it .rar. */
export const invoicesRarFileName = (line: string) => `facturas ${part(line)}.rar`;
export const invoicesPdfFileName = (line: string) => `facturas ${part(line)}.pdf`;
export const consumptionsFileName = (line: string) => `consumos ${part(line)}.xlsx`;
export const telemetryFileName = (contract: Part) => `Telemedida-${part(contract)}.xlsx`;
export const loadCurveFileName = (contract: Part) => `CurvasCarga-${part(contract)}.xlsx`;
export const certificateFileName = (contract: Part) => `Certificado-${part(contract)}.pdf`;
export const contractFileName = (code: Part) => `Contrato-${part(code)}.pdf`;
/** The CNMC comparator's CSV, consumos-{CUPS}-{desde}-{hasta}.csv (DD-MM-YYYY). */
export const cnmcCsvFileName = (cups: Part, desde: Part, hasta: Part) => `consumos-${part(cups)}-${part(desde)}-${part(hasta)}.csv`;
/** The administrator's 'Exportar contratos (CSV)'. */
export const ADMIN_CONTRACTS_FILE_NAME = "contratos-administrador.csv";

/**
 * 'PROFORMAS-{series}{number}.xls' or '.zip'. The series follows the invoice
 * number rule (no 'ENERGIA' prefix), like Factura-….pdf.
 */
export function proformaFileName(serieFactura: Part | null | undefined, number: Part, format: "excel" | "zip"): string {
  return `PROFORMAS-${invoiceNumber(serieFactura, number)}${format === "zip" ? ".zip" : ".xls"}`;
}

/** The chart export (1400x800 PNG). */
export const CHART_FILE_NAME = "grafico_consumo.png";
