/** Test helpers that open generated documents for real: PDF text, XLSX rows, ZIP entries. */
import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import yauzl from "yauzl";
import type { InvoiceDocument } from "./invoiceDocument";

export async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The rows of the first sheet (or the named one), cell values as exceljs reads them. */
export async function xlsxRows(data: Buffer, sheetName?: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = sheetName ? book.getWorksheet(sheetName) : book.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}

export interface ZipFileEntry {
  name: string;
  data: Buffer;
}

export function zipEntries(data: Buffer): Promise<ZipFileEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const entries: ZipFileEntry[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export const isPdf = (data: Buffer): boolean => data.subarray(0, 5).toString("latin1") === "%PDF-";

/** A complete invoice for document tests. */
export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    serie: "ENERGIA",
    numero: "2500123",
    line: "Electricidad",
    launchDate: "2025-02-03",
    readingFrom: "2025-01-01",
    readingUntil: "2025-01-31",
    total: 58.31,
    currency: "EUR",
    categoria: "EN",
    consumptionKwh: 231,
    consumo: [80.5, 70, 80.5, 0, 0, 0],
    potenciaLeida: [4.28, 2.53, null, null, null, null],
    isUnica: false,
    serieUnica: null,
    numeroUnica: null,
    proformaCount: 0,
    holderName: "Demo García López",
    taxId: "12345678Z",
    street: "Calle Mayor 1, 2º B",
    postalCode: "28013",
    city: "Madrid",
    province: "Madrid",
    cups: "ES0021000000000001AB",
    codAbonado: "100234",
    tarifa: "2.0TD",
    accessFee: "2.0TD",
    marca: "OV Energía",
    potencias: [4.6, 4.6, 0, 0, 0, 0],
    caudal: null,
    ...overrides,
  };
}

/** An es-ES amount as the PDFs print it ('1.234,56 €', '-1,20 €') in cents. */
export const centsOf = (amount: string): number => Math.round(Number(amount.replace(/\./g, "").replace(",", ".")) * 100);

const AMOUNT_AT_END = /(-?[\d.]+,\d{2}) €$/;

/** The figures of an invoice PDF, read back from its text: the amount of each line of 'Detalle
 * de la factura', the base, each tax's amount, 'TOTAL FACTURA' and 'Total a pagar', in cents. */
export function invoiceFigures(text: string): {
  lines: number[];
  base: number;
  taxes: { name: string; cents: number }[];
  total: number;
  toPay: number;
} {
  const rows = text.split("\n").map((row) => row.trim());
  const amountOf = (row: string) => centsOf(AMOUNT_AT_END.exec(row)?.[1] ?? "NaN");
  const detail = rows.indexOf("Concepto Detalle Importe");
  const base = rows.findIndex((row, index) => index > detail && row.startsWith("Base imponible "));
  const taxes = rows.indexOf("Impuesto Base Tipo Cuota");
  const total = rows.findIndex((row) => row.startsWith("TOTAL FACTURA "));
  if (detail < 0 || base < 0 || taxes < 0 || total < 0) throw new Error("not an invoice PDF's text");
  return {
    // A detail that runs onto the next page has the page's header, footer and the table's
    // repeated titles in between: rows without an amount.
    lines: rows
      .slice(detail + 1, base)
      .filter((row) => AMOUNT_AT_END.test(row))
      .map(amountOf),
    base: amountOf(rows[base]!),
    taxes: rows
      .slice(taxes + 1, total)
      .filter((row) => AMOUNT_AT_END.test(row))
      .map((row) => ({ name: row.replace(/ .*$/, ""), cents: amountOf(row) })),
    total: amountOf(rows[total]!),
    toPay: centsOf(rows[rows.indexOf("Total a pagar") + 1]!.replace(/ €$/, "")),
  };
}
