import { COMPANY } from "@oficina-virtual/api-contract";
import { BRAND_COLOR } from "../pdfBrand";
import { type InvoiceBreakdown, invoiceBreakdown } from "./breakdown";
import { countOf, formatAmount, formatDate, formatKwh, formatNumber, invoiceNumber, periodDays } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";
import { drawTable, field, heading, ISSUER_BOX, infoBoxes, keepTogether, type Pdf, renderPdf } from "./pdfKit";
import { consumptionRows, maximeterText } from "./periodRows";

/*
 * A full invoice ('factura completa') must state, by Real Decreto 1619/2012 (Reglamento de
 * facturación, BOE-A-2012-14696), art. 6.1: a) its number and series; b) its date of issue;
 * c) the full names or legal names of issuer and recipient; d) the issuer's NIF (and the
 * recipient's when it has one); e) both addresses; f) the description of the operations with
 * what determines the tax base (quantities, unit prices); g) the tax rates; h) the tax amounts
 * apart; i) the date of the operations when it differs from the issue date (the billing
 * period). The issuer is api-contract's COMPANY, the retailer the portal names; its name, NIF
 * and address also head and foot every page (pdfBrand.ts). The figures are the portal's
 * 'Desglose' (breakdown.ts): the PDF and the page cannot disagree.
 */

function titleOf(invoice: InvoiceDocument): string {
  if (invoice.categoria === "VA") return "FACTURA DE SERVICIOS VARIOS";
  return invoice.line === "Gas" ? "FACTURA DE GAS NATURAL" : "FACTURA DE ELECTRICIDAD";
}

const addressOf = (invoice: InvoiceDocument) => `${invoice.street}, ${invoice.postalCode} ${invoice.city} (${invoice.province})`;

/** Title, number and date, and the total to pay in a band on the right. */
function titleBlock(doc: Pdf, invoice: InvoiceDocument, total: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const y = doc.y;
  doc.rect(left + width - 180, y, 180, 46).fill("#e8eef5");
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#555555")
    .text("Total a pagar", left + width - 172, y + 8, { width: 164, align: "right" });
  doc
    .font("Helvetica-Bold")
    .fontSize(17)
    .fillColor(BRAND_COLOR)
    .text(total, left + width - 172, y + 20, { width: 164, align: "right" });
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor("#000000")
    .text(titleOf(invoice), left, y + 2, { width: width - 200 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(`Nº ${invoiceNumber(invoice.serie, invoice.numero)} · Emitida el ${formatDate(invoice.launchDate)}`, left, y + 24, {
      width: width - 200,
    });
  doc.fillColor("#000000");
  doc.x = left;
  doc.y = y + 58;
}

function partiesAndInvoice(doc: Pdf, invoice: InvoiceDocument): void {
  infoBoxes(doc, [
    ISSUER_BOX,
    {
      title: "Destinatario (titular del contrato)",
      rows: [
        ["", invoice.holderName],
        ["NIF", invoice.taxId],
        ["Domicilio", addressOf(invoice)],
      ],
    },
  ]);
  const days = periodDays(invoice.readingFrom, invoice.readingUntil);
  infoBoxes(doc, [
    {
      title: "Datos de la factura",
      rows: [
        ["Nº de factura", invoiceNumber(invoice.serie, invoice.numero)],
        ["Serie", invoice.serie],
        ["Fecha de emisión", formatDate(invoice.launchDate)],
        [
          "Periodo de facturación",
          `${formatDate(invoice.readingFrom)} - ${formatDate(invoice.readingUntil)} (${countOf(days, "día", "días")})`,
        ],
      ],
    },
    { title: "Suministro", rows: supplyRows(invoice) },
  ]);
}

function supplyRows(invoice: InvoiceDocument): [string, string][] {
  const rows: [string, string][] = [
    ["CUPS", invoice.cups],
    ["Contrato", invoice.codAbonado],
    ["Tarifa", `${invoice.tarifa} (peaje ${invoice.accessFee})`],
  ];
  if (invoice.line === "Electricidad") {
    const powers = invoice.potencias
      // No-break spaces: a wrapped line never parts a period from its kW.
      .map((kw, index) => (kw > 0 ? `P${index + 1}\u00a0${formatNumber(kw)}\u00a0kW` : ""))
      .filter(Boolean)
      .join(" · ");
    rows.push(["Potencia contratada", powers]);
  } else if (invoice.caudal !== null) {
    rows.push(["Caudal", `${formatNumber(invoice.caudal)} m³/h`]);
  }
  return rows;
}

function consumption(doc: Pdf, invoice: InvoiceDocument): void {
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

/** The operations (art. 6.1 f), then every tax with its base, rate and amount (g, h). */
function amounts(doc: Pdf, invoice: InvoiceDocument, breakdown: InvoiceBreakdown): void {
  const money = (value: number) => formatAmount(value, invoice.currency);
  heading(doc, "Detalle de la factura");
  const rows = breakdown.lines.map((line) => [line.concepto, line.detalle, money(line.importe)]);
  rows.push(["Base imponible", "", money(breakdown.base)]);
  drawTable(
    doc,
    [
      { header: "Concepto", width: 200 },
      { header: "Detalle", width: 205 },
      { header: "Importe", width: 110, align: "right" },
    ],
    rows,
    { boldLast: true },
  );
  const taxes = breakdown.taxes.map((tax) => [tax.impuesto, tax.base, tax.tipo, money(tax.cuota)]);
  taxes.push(["TOTAL FACTURA", "", "", money(breakdown.total)]);
  // The taxes, the total and the note under them stay on one page.
  keepTogether(doc, 60 + (taxes.length + 1) * 15);
  heading(doc, "Impuestos");
  drawTable(
    doc,
    [
      { header: "Impuesto", width: 235 },
      { header: "Base", width: 95, align: "right" },
      { header: "Tipo", width: 85, align: "right" },
      { header: "Cuota", width: 100, align: "right" },
    ],
    taxes,
    { boldLast: true },
  );
  const inBase = breakdown.taxes.filter((tax) => tax.inBase).map((tax) => tax.impuesto.toLowerCase());
  if (inBase.length > 0) {
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor("#555555")
      .text(`El ${inBase.join(" y el ")} forma parte de la base imponible del IVA (una línea del detalle).`);
    doc.fillColor("#000000").moveDown(0.6);
  }
}

/** The invoice PDF: parties, invoice and supply data, consumption per period, the detail
 * lines, the taxes and the total. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const number = invoiceNumber(invoice.serie, invoice.numero);
  return renderPdf({ title: `Factura ${number}`, date: invoice.launchDate }, (doc) => drawInvoice(doc, invoice));
}

function drawInvoice(doc: Pdf, invoice: InvoiceDocument): void {
  const breakdown = invoiceBreakdown(invoice);
  titleBlock(doc, invoice, formatAmount(breakdown.total, invoice.currency));
  partiesAndInvoice(doc, invoice);
  if (invoice.isUnica && invoice.numeroUnica) {
    doc
      .font("Helvetica-Oblique")
      .fontSize(8)
      .text(`Incluida en la factura unificada ${invoiceNumber(invoice.serieUnica, invoice.numeroUnica)}.`);
  }
  if (invoice.categoria !== "VA") consumption(doc, invoice);
  amounts(doc, invoice, breakdown);
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor("#555555")
    .text(
      `Factura expedida por ${COMPANY.name} (NIF ${COMPANY.cif}). Documento generado por la Oficina Virtual. Conserve esta factura a efectos fiscales.`,
      doc.page.margins.left,
    );
  doc.fillColor("#000000");
}
