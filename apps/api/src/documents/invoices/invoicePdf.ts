import { invoiceBreakdown } from "./breakdown";
import { formatAmount, formatDate, formatKwh, formatNumber, invoiceNumber, periodDays } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";
import { drawTable, field, heading, type Pdf, renderPdf } from "./pdfKit";
import { consumptionRows, maximeterText } from "./periodRows";

function header(doc: Pdf, marca: string, title: string): void {
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#1f4e79").text(marca);
  doc.font("Helvetica").fontSize(8).fillColor("#555555").text("Comercializadora de electricidad y gas natural · Oficina Virtual");
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(13).fillColor("#000000").text(title);
  doc.moveDown(0.3);
}

function titleOf(invoice: InvoiceDocument): string {
  if (invoice.categoria === "VA") return "FACTURA DE SERVICIOS VARIOS";
  return invoice.line === "Gas" ? "FACTURA DE GAS NATURAL" : "FACTURA DE ELECTRICIDAD";
}

function holderBlock(doc: Pdf, invoice: InvoiceDocument): void {
  heading(doc, "Datos del titular y del suministro");
  field(doc, "Titular", invoice.holderName);
  field(doc, "NIF", invoice.taxId);
  field(doc, "Dirección de suministro", `${invoice.street}, ${invoice.postalCode} ${invoice.city} (${invoice.province})`);
  field(doc, "CUPS", invoice.cups);
  field(doc, "Contrato", invoice.codAbonado);
  field(doc, "Tarifa", `${invoice.tarifa} (peaje ${invoice.accessFee})`);
  if (invoice.line === "Electricidad") {
    const powers = invoice.potencias
      .map((kw, index) => (kw > 0 ? `P${index + 1} ${formatNumber(kw)} kW` : ""))
      .filter(Boolean)
      .join(" · ");
    field(doc, "Potencia contratada", powers);
  } else if (invoice.caudal !== null) {
    field(doc, "Caudal", `${formatNumber(invoice.caudal)} m³/h`);
  }
}

/** The invoice PDF: holder, supply, reading period, consumption per period, detail lines,
 * base, IVA and total. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const number = invoiceNumber(invoice.serie, invoice.numero);
  return renderPdf({ title: `Factura ${number}`, date: invoice.launchDate }, (doc) => drawInvoice(doc, invoice));
}

/** Draws one invoice from the current page (used alone, or several in one file). */
export function drawInvoice(doc: Pdf, invoice: InvoiceDocument): void {
  const number = invoiceNumber(invoice.serie, invoice.numero);
  const breakdown = invoiceBreakdown(invoice);
  header(doc, invoice.marca, titleOf(invoice));
  field(doc, "Nº de factura", number);
  field(doc, "Serie", invoice.serie);
  field(doc, "Fecha de emisión", formatDate(invoice.launchDate));
  const days = periodDays(invoice.readingFrom, invoice.readingUntil);
  field(doc, "Periodo de facturación", `${formatDate(invoice.readingFrom)} - ${formatDate(invoice.readingUntil)} (${days} días)`);
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`Total a pagar: ${formatAmount(breakdown.total, invoice.currency)}`);
  if (invoice.isUnica && invoice.numeroUnica) {
    doc
      .font("Helvetica-Oblique")
      .fontSize(8)
      .text(`Incluida en la factura unificada ${invoiceNumber(invoice.serieUnica, invoice.numeroUnica)}.`);
  }

  holderBlock(doc, invoice);

  if (invoice.categoria !== "VA") {
    heading(doc, "Consumo por periodo");
    const rows: string[][] = consumptionRows(invoice);
    rows.push(["Total", formatKwh(invoice.consumptionKwh)]);
    drawTable(
      doc,
      [
        { header: "Periodo", width: 120 },
        { header: "Consumo", width: 140, align: "right" },
      ],
      rows,
      { boldLast: true },
    );
    const maximeter = maximeterText(invoice);
    if (maximeter !== "") field(doc, "Potencia máxima leída (maxímetro)", maximeter);
  }

  heading(doc, "Detalle de la factura");
  const rows = breakdown.lines.map((line) => [line.concepto, line.detalle, formatAmount(line.importe, invoice.currency)]);
  rows.push(["Base imponible", "", formatAmount(breakdown.base, invoice.currency)]);
  rows.push([
    "IVA",
    `${new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 }).format(breakdown.ivaRate * 100)} %`,
    formatAmount(breakdown.iva, invoice.currency),
  ]);
  rows.push(["TOTAL FACTURA", "", formatAmount(breakdown.total, invoice.currency)]);
  drawTable(
    doc,
    [
      { header: "Concepto", width: 200 },
      { header: "Detalle", width: 190 },
      { header: "Importe", width: 125, align: "right" },
    ],
    rows,
    { boldLast: true },
  );
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor("#555555")
    .text("Documento generado por la Oficina Virtual. Conserve esta factura a efectos fiscales.", doc.page.margins.left);
  doc.fillColor("#000000");
}

export interface UnifiedInvoiceDocument {
  serie: string;
  numero: string;
  line: InvoiceDocument["line"];
  marca: string;
  holderName: string;
  taxId: string;
  members: InvoiceDocument[];
}

/** A unified invoice: the holder and the table of the invoices it groups, with its total. */
export function renderUnifiedInvoicePdf(unified: UnifiedInvoiceDocument): Promise<Buffer> {
  const number = invoiceNumber(unified.serie, unified.numero);
  const launch = unified.members.reduce((latest, m) => (m.launchDate > latest ? m.launchDate : latest), "");
  return renderPdf({ title: `Factura unificada ${number}`, date: launch }, (doc) => {
    header(doc, unified.marca, `FACTURA UNIFICADA DE ${unified.line === "Gas" ? "GAS NATURAL" : "ELECTRICIDAD"}`);
    field(doc, "Nº de factura unificada", number);
    field(doc, "Fecha de emisión", formatDate(launch));
    field(doc, "Titular", unified.holderName);
    field(doc, "NIF", unified.taxId);
    const total = unified.members.reduce((sum, m) => sum + Math.round(m.total * 100), 0) / 100;
    const currency = unified.members[0]?.currency ?? "EUR";
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(`Total a pagar: ${formatAmount(total, currency)}`);
    heading(doc, `Facturas incluidas (${unified.members.length})`);
    const rows = unified.members.map((m) => [
      invoiceNumber(m.serie, m.numero),
      m.codAbonado,
      m.cups,
      `${formatDate(m.readingFrom)} - ${formatDate(m.readingUntil)}`,
      formatKwh(m.consumptionKwh),
      formatAmount(m.total, m.currency),
    ]);
    rows.push(["Total", "", "", "", "", formatAmount(total, currency)]);
    drawTable(
      doc,
      [
        { header: "Número", width: 80 },
        { header: "Contrato", width: 60 },
        { header: "CUPS", width: 125 },
        { header: "Periodo", width: 110 },
        { header: "Consumo", width: 70, align: "right" },
        { header: "Importe", width: 70, align: "right" },
      ],
      rows,
      { boldLast: true },
    );
  });
}
