import ExcelJS from "exceljs";
import { brandSheet, brandWorkbook } from "../xlsxBrand";
import { invoiceNumber } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";

const DATE_FORMAT = "dd/mm/yyyy";
const EURO_FORMAT = '#,##0.00 "€"';
const KWH_FORMAT = "#,##0.###";

/** 'YYYY-MM-DD' → a Date at UTC midnight (Excel shows the calendar date). */
export function excelDate(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

function workbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  brandWorkbook(book);
  book.created = new Date(0);
  book.modified = new Date(0);
  return book;
}

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1F4E79" } };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  brandSheet(sheet);
}

export async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** 'facturas {line}.xlsx': one row per invoice, the columns of the invoice lists. */
export async function renderInvoicesXlsx(invoices: InvoiceDocument[], line: string): Promise<Buffer> {
  const book = workbook();
  const sheet = book.addWorksheet(`Facturas ${line}`.slice(0, 31));
  sheet.columns = [
    { header: "Línea", key: "line", width: 13 },
    { header: "Número", key: "number", width: 16 },
    { header: "Serie", key: "serie", width: 10 },
    { header: "Fecha de Factura", key: "launchDate", width: 15, style: { numFmt: DATE_FORMAT } },
    { header: "NIF", key: "nif", width: 12 },
    { header: "Titular", key: "holder", width: 28 },
    { header: "Dirección", key: "street", width: 36 },
    { header: "Contrato", key: "contract", width: 12 },
    { header: "CUPS", key: "cups", width: 24 },
    { header: "Lectura Desde", key: "from", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: "Lectura Hasta", key: "until", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: "Consumo (kWh)", key: "kwh", width: 14, style: { numFmt: KWH_FORMAT } },
    { header: "Importe Total", key: "total", width: 14, style: { numFmt: EURO_FORMAT } },
    { header: "Moneda", key: "currency", width: 8 },
    { header: "Tipo", key: "kind", width: 11 },
    { header: "Factura Unificada", key: "unified", width: 16 },
  ];
  for (const invoice of invoices) {
    sheet.addRow({
      line: invoice.line,
      number: invoiceNumber(invoice.serie, invoice.numero),
      serie: invoice.serie,
      launchDate: excelDate(invoice.launchDate),
      nif: invoice.taxId,
      holder: invoice.holderName,
      street: `${invoice.street}, ${invoice.postalCode} ${invoice.city}`,
      contract: invoice.codAbonado,
      cups: invoice.cups,
      from: excelDate(invoice.readingFrom),
      until: excelDate(invoice.readingUntil),
      kwh: invoice.consumptionKwh,
      total: invoice.total,
      currency: invoice.currency,
      kind: invoice.categoria === "VA" ? "Varios" : invoice.isUnica ? "Unificada" : "Simple",
      unified: invoice.numeroUnica ? invoiceNumber(invoice.serieUnica, invoice.numeroUnica) : "",
    });
  }
  styleHeader(sheet);
  return toBuffer(book);
}

/** 'consumos {line}.xlsx': per invoice, the reading period, kWh per period and the total. */
export async function renderConsumptionsXlsx(invoices: InvoiceDocument[], line: string, periods: number): Promise<Buffer> {
  const book = workbook();
  const sheet = book.addWorksheet(`Consumos ${line}`.slice(0, 31));
  const periodColumns = Array.from({ length: periods }, (_, i) => ({
    header: `P${i + 1} (kWh)`,
    key: `p${i + 1}`,
    width: 12,
    style: { numFmt: KWH_FORMAT },
  }));
  sheet.columns = [
    { header: "Factura", key: "number", width: 16 },
    { header: "Fecha de Factura", key: "launchDate", width: 15, style: { numFmt: DATE_FORMAT } },
    { header: "Contrato", key: "contract", width: 12 },
    { header: "CUPS", key: "cups", width: 24 },
    { header: "Desde", key: "from", width: 12, style: { numFmt: DATE_FORMAT } },
    { header: "Hasta", key: "until", width: 12, style: { numFmt: DATE_FORMAT } },
    ...periodColumns,
    { header: "Total (kWh)", key: "kwh", width: 13, style: { numFmt: KWH_FORMAT } },
    { header: "Importe", key: "total", width: 13, style: { numFmt: EURO_FORMAT } },
  ];
  for (const invoice of invoices) {
    const row: Record<string, unknown> = {
      number: invoiceNumber(invoice.serie, invoice.numero),
      launchDate: excelDate(invoice.launchDate),
      contract: invoice.codAbonado,
      cups: invoice.cups,
      from: excelDate(invoice.readingFrom),
      until: excelDate(invoice.readingUntil),
      kwh: invoice.consumptionKwh,
      total: invoice.total,
    };
    for (let i = 0; i < periods; i++) row[`p${i + 1}`] = invoice.consumo[i] ?? 0;
    sheet.addRow(row);
  }
  styleHeader(sheet);
  return toBuffer(book);
}
