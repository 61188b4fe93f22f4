import { COMPANY } from "@oficina-virtual/api-contract";
import PDFDocument from "pdfkit";
import { BRAND_COLOR, BRANDED_MARGIN_BOTTOM, BRANDED_MARGIN_TOP, stampPages } from "../pdfBrand";

export const PDF_CONTENT_TYPE = "application/pdf";

/** A4 document with the standard fonts: Helvetica covers Spanish text (á, ñ, º, €) through
 * WinAnsi, so no font file is needed. Dates in the info are fixed by the caller's clock. */
export function createPdf(title: string, now: Date): PDFKit.PDFDocument {
  return new PDFDocument({
    size: "A4",
    margins: { top: BRANDED_MARGIN_TOP, bottom: BRANDED_MARGIN_BOTTOM, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: title, Author: COMPANY.name, Creator: "Oficina Virtual", CreationDate: now },
  });
}

/** Renders the document, stamps the retailer's header and footer on its pages (pdfBrand.ts)
 * and resolves with its bytes. */
export function pdfToBuffer(doc: PDFKit.PDFDocument, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      draw(doc);
      stampPages(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** A section title in the brand colour. */
export function sectionTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(0.8).fillColor(BRAND_COLOR).font("Helvetica-Bold").fontSize(12).text(title);
  doc.moveDown(0.3).fillColor("black").font("Helvetica").fontSize(10);
}

/** "Label: value" lines, the label in bold. */
export function fields(doc: PDFKit.PDFDocument, rows: readonly [string, string][]): void {
  const left = doc.page.margins.left;
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").text(`${label}: `, left, undefined, { continued: true });
    doc.font("Helvetica").text(value || "—");
  }
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** es-ES number with 2 decimals, always grouped: 1234.5 → '1.234,50' (part 1 §9). The same
 * rule as the library's domain/format.ts (not imported: api never imports the library);
 * Intl is avoided because es-ES leaves 4-digit numbers ungrouped. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return "";
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const integer = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, ".");
  return `${value < 0 && cents > 0 ? "-" : ""}${integer},${(cents % 100).toString().padStart(2, "0")}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (part 1 §9); empty for a missing date. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** 'YYYY-MM-DD' → 'marzo de 2025'. */
export function monthName(value: string): string {
  const [year, month] = value.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

/** A date in words for a closing line: '15 de marzo de 2026' (UTC calendar day of `now`). */
export function longDate(now: Date): string {
  return `${now.getUTCDate()} de ${MONTHS[now.getUTCMonth()]} de ${now.getUTCFullYear()}`;
}

/** A simple table with a header row; adds a page (and repeats the header) when full. */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly { title: string; width: number; align?: "left" | "right" }[],
  rows: readonly (readonly string[])[],
  options: { boldLastRow?: boolean } = {},
): void {
  const left = doc.page.margins.left;
  const rowHeight = 18;
  const drawRow = (cells: readonly string[], bold: boolean, shaded: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(
        columns.map((c) => c.title),
        true,
        true,
      );
    }
    const y = doc.y;
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    if (shaded) doc.rect(left, y - 3, width, rowHeight).fill("#e8eef6");
    doc
      .fillColor("black")
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9.5);
    let x = left;
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? "", x + 4, y + 1, { width: column.width - 8, align: column.align ?? "left", lineBreak: false });
      x += column.width;
    });
    doc
      .moveTo(left, y + rowHeight - 3)
      .lineTo(left + width, y + rowHeight - 3)
      .lineWidth(0.5)
      .strokeColor("#c0c8d4")
      .stroke();
    doc.text("", left, y + rowHeight);
  };
  drawRow(
    columns.map((c) => c.title),
    true,
    true,
  );
  rows.forEach((row, index) => drawRow(row, options.boldLastRow === true && index === rows.length - 1, false));
  doc.font("Helvetica").fontSize(10);
}
