import { COMPANY } from "@oficina-virtual/api-contract";

/*
 * The retailer's header and footer on every page of every PDF the API makes (invoices,
 * proformas, lists, contract, certificate), from api-contract's COMPANY: the same legal name,
 * NIF and address as the portal's footer and legal pages. The API has no logo setting (the
 * portal's `appearance` is the browser's), so the brand is a text wordmark.
 */

export const BRAND_COLOR = "#0b5394";
const MUTED = "#555555";
const RULE = "#c0c8d4";

/** Room the header and footer take: a document's margins start below and above them. */
export const BRANDED_MARGIN_TOP = 96;
export const BRANDED_MARGIN_BOTTOM = 64;

/** The issuer as a line: 'Luz y Gas Ibérica Comercializadora, S.L. · NIF B… · Calle …'. */
export const issuerLine = (): string => `${COMPANY.name} · NIF ${COMPANY.cif} · ${COMPANY.address}`;

function header(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc.rect(left, 30, 4, 36).fill(BRAND_COLOR);
  doc
    .fillColor(BRAND_COLOR)
    .font("Helvetica-Bold")
    .fontSize(19)
    .text(COMPANY.brand, left + 12, 30, { lineBreak: false });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(7.5)
    .text("Comercializadora de electricidad y gas natural", left + 12, 55, { lineBreak: false });
  const right = { width, align: "right" as const, lineBreak: false };
  doc.font("Helvetica-Bold").fontSize(8).fillColor("#222222").text(COMPANY.name, left, 31, right);
  doc.font("Helvetica").fontSize(7.5).fillColor(MUTED);
  doc.text(`NIF ${COMPANY.cif}`, left, 42, right);
  doc.text(COMPANY.address, left, 52, right);
  doc.text(`Atención al cliente ${COMPANY.phone} · ${COMPANY.web}`, left, 62, right);
  doc
    .moveTo(left, 76)
    .lineTo(left + width, 76)
    .lineWidth(1)
    .strokeColor(BRAND_COLOR)
    .stroke();
}

function footer(doc: PDFKit.PDFDocument, left: number, width: number, page: string): void {
  const top = doc.page.height - 50;
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font("Helvetica").fontSize(7).fillColor(MUTED);
  doc.text(issuerLine(), left, top + 6, { width: width - 80, lineBreak: false });
  doc.text(COMPANY.registry, left, top + 16, { width: width - 80, lineBreak: false });
  doc.font("Helvetica-Bold").text(page, left, top + 6, { width, align: "right", lineBreak: false });
}

/** Draws the header and the footer ('Página X de Y') on every page of a document made with
 * `bufferPages: true`, once its content is laid out (the count is known only then). */
export function stampPages(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const saved = { top: margins.top, bottom: margins.bottom };
    // Writing outside the margins would make pdfkit add a page: lift them while stamping.
    margins.top = 0;
    margins.bottom = 0;
    const left = margins.left;
    const width = doc.page.width - left - margins.right;
    header(doc, left, width);
    footer(doc, left, width, `Página ${i + 1 - range.start} de ${range.count}`);
    margins.top = saved.top;
    margins.bottom = saved.bottom;
  }
  doc.fillColor("#000000");
}
