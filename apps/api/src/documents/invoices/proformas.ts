import ExcelJS from "exceljs";
import { brandSheet, brandWorkbook } from "../xlsxBrand";
import { formatAmount, formatDate, formatKwh, invoiceNumber } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";
import { excelDate, toBuffer } from "./invoicesXlsx";
import { drawTable, field, heading, type Pdf, renderPdf } from "./pdfKit";
import { renderZip } from "./zip";

/** A proforma: a preliminary invoice issued before the final one. An invoice with
 * proformaCount n has n proformas, which share its amount and consumption. */
export interface Proforma {
  number: string;
  index: number;
  date: string;
  invoice: InvoiceDocument;
  amount: number;
  kwh: number;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The proformas of an invoice (none when its proformaCount is 0), derived deterministically. */
export function proformasOf(invoice: InvoiceDocument): Proforma[] {
  const n = Math.max(0, invoice.proformaCount);
  const totalCents = Math.round(invoice.total * 100);
  const totalWh = Math.round(invoice.consumptionKwh * 1000);
  let centsLeft = totalCents;
  let whLeft = totalWh;
  return Array.from({ length: n }, (_, i) => {
    const last = i === n - 1;
    const cents = last ? centsLeft : Math.round(totalCents / n);
    const wh = last ? whLeft : Math.round(totalWh / n);
    centsLeft -= cents;
    whLeft -= wh;
    return {
      number: `PF${invoiceNumber(invoice.serie, invoice.numero)}-${i + 1}`,
      index: i + 1,
      date: addDays(invoice.launchDate, -5 * (n - i)),
      invoice,
      amount: cents / 100,
      kwh: wh / 1000,
    };
  });
}

function drawProforma(doc: Pdf, proforma: Proforma, of: number): void {
  const { invoice } = proforma;
  doc.font("Helvetica-Bold").fontSize(15).fillColor("#000000").text(`FACTURA PROFORMA ${proforma.index} de ${of}`);
  doc.moveDown(0.3);
  field(doc, "Nº de proforma", proforma.number);
  field(doc, "Factura", invoiceNumber(invoice.serie, invoice.numero));
  field(doc, "Fecha", formatDate(proforma.date));
  field(doc, "Titular", invoice.holderName);
  field(doc, "NIF", invoice.taxId);
  field(doc, "CUPS", invoice.cups);
  field(doc, "Contrato", invoice.codAbonado);
  field(doc, "Periodo", `${formatDate(invoice.readingFrom)} - ${formatDate(invoice.readingUntil)}`);
  heading(doc, "Importe");
  drawTable(
    doc,
    [
      { header: "Concepto", width: 250 },
      { header: "Consumo", width: 120, align: "right" },
      { header: "Importe", width: 120, align: "right" },
    ],
    [
      [
        invoice.line === "Gas" ? "Suministro de gas natural" : "Suministro de electricidad",
        formatKwh(proforma.kwh),
        formatAmount(proforma.amount, invoice.currency),
      ],
      ["Total proforma (IVA incluido)", "", formatAmount(proforma.amount, invoice.currency)],
    ],
    { boldLast: true },
  );
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor("#555555")
    .text("Documento sin validez fiscal: la factura definitiva sustituye a esta proforma.");
  doc.fillColor("#000000");
}

/** All the proformas in one PDF, a page each (proformaDownload). */
export function renderProformasPdf(proformas: Proforma[]): Promise<Buffer> {
  const first = proformas[0];
  return renderPdf({ title: `Proformas ${first?.invoice.numero ?? ""}`, date: first?.date ?? "1970-01-01" }, (doc) => {
    proformas.forEach((proforma, index) => {
      if (index > 0) doc.addPage();
      drawProforma(doc, proforma, proformas.filter((p) => p.invoice === proforma.invoice).length);
    });
  });
}

/** 'PROFORMAS-{series}{number}.xls': one row per proforma. */
export async function renderProformasXlsx(proformas: Proforma[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  brandWorkbook(book);
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet("Proformas");
  sheet.columns = [
    { header: "Proforma", key: "number", width: 22 },
    { header: "Factura", key: "invoice", width: 16 },
    { header: "Fecha", key: "date", width: 12, style: { numFmt: "dd/mm/yyyy" } },
    { header: "Contrato", key: "contract", width: 12 },
    { header: "CUPS", key: "cups", width: 24 },
    { header: "Periodo Desde", key: "from", width: 13, style: { numFmt: "dd/mm/yyyy" } },
    { header: "Periodo Hasta", key: "until", width: 13, style: { numFmt: "dd/mm/yyyy" } },
    { header: "Consumo (kWh)", key: "kwh", width: 14 },
    { header: "Importe", key: "amount", width: 12, style: { numFmt: '#,##0.00 "€"' } },
  ];
  for (const p of proformas) {
    sheet.addRow({
      number: p.number,
      invoice: invoiceNumber(p.invoice.serie, p.invoice.numero),
      date: excelDate(p.date),
      contract: p.invoice.codAbonado,
      cups: p.invoice.cups,
      from: excelDate(p.invoice.readingFrom),
      until: excelDate(p.invoice.readingUntil),
      kwh: p.kwh,
      amount: p.amount,
    });
  }
  sheet.getRow(1).font = { bold: true };
  brandSheet(sheet);
  return toBuffer(book);
}

/** The proformas as a ZIP of PDFs, one per proforma ('{number}.pdf'). */
export async function renderProformasZip(proformas: Proforma[]): Promise<Buffer> {
  const entries = [];
  for (const proforma of proformas) {
    entries.push({ name: `${proforma.number}.pdf`, data: await renderProformasPdf([proforma]) });
  }
  return renderZip(entries);
}
