import { COMPANY } from "@oficina-virtual/api-contract";
import PDFDocument from "pdfkit";
import { BRAND_COLOR, BRANDED_MARGIN_BOTTOM, BRANDED_MARGIN_TOP, stampPages } from "../pdfBrand";

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  /** Fixed creation date, so the same invoice always gives the same file. */
  date: string;
  landscape?: boolean;
}

/** Runs `draw` on a fresh A4 document and resolves with the finished file. */
export function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const creation = new Date(`${options.date}T00:00:00Z`);
    const doc = new PDFDocument({
      size: "A4",
      layout: options.landscape ? "landscape" : "portrait",
      margins: { top: BRANDED_MARGIN_TOP, bottom: BRANDED_MARGIN_BOTTOM, left: 40, right: 40 },
      bufferPages: true,
      info: {
        Title: options.title,
        Author: COMPANY.name,
        Creator: "Oficina Virtual",
        CreationDate: Number.isNaN(creation.getTime()) ? new Date(0) : creation,
      },
    });
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

export interface Column {
  header: string;
  width: number;
  align?: "left" | "right" | "center";
}

const ROW_HEIGHT = 15;

/** A simple table from the current position; repeats the header on each new page. */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom - 20;
  let y = doc.y;

  const drawRow = (cells: string[], header: boolean, bold: boolean) => {
    if (header) doc.rect(left, y, width, ROW_HEIGHT).fill("#e8eef5").fillColor("#000000");
    doc.font(header || bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    let x = left;
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? "", x + 3, y + 4, {
        width: column.width - 6,
        align: column.align ?? "left",
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    y += ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor("#c0c8d0")
      .stroke();
  };

  drawRow(
    columns.map((c) => c.header),
    true,
    false,
  );
  rows.forEach((cells, index) => {
    if (y + ROW_HEIGHT > bottomLimit()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(
        columns.map((c) => c.header),
        true,
        false,
      );
    }
    drawRow(cells, false, options.boldLast === true && index === rows.length - 1);
  });
  doc.x = left;
  doc.y = y + 8;
}

/** A label in bold followed by its value, on one line. */
export function field(doc: Pdf, label: string, value: string, options: { x?: number; width?: number } = {}): void {
  const x = options.x ?? doc.page.margins.left;
  doc.font("Helvetica-Bold").fontSize(9).text(`${label}: `, x, doc.y, { continued: true, width: options.width });
  doc.font("Helvetica").text(value || "-");
}

/** Starts a new page unless a block `height` points tall fits above the bottom margin: a
 * block read as one (a short table with its title) is not split over two pages. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor(BRAND_COLOR).text(text, doc.page.margins.left);
  doc.fillColor("#000000").moveDown(0.3);
}

/** The title and 'Label: value' lines of a box at (x, y); returns the y below them. An empty
 * label prints the value alone, in bold (a name heading the box). */
function boxContent(doc: Pdf, at: { x: number; y: number; width: number }, title: string, rows: readonly [string, string][]): number {
  const inner = at.width - 16;
  doc
    .font("Helvetica-Bold")
    .fontSize(7.5)
    .fillColor(BRAND_COLOR)
    .text(title.toUpperCase(), at.x + 8, at.y + 7, { width: inner });
  doc.fillColor("#000000").moveDown(0.25);
  for (const [label, value] of rows) {
    if (label === "")
      doc
        .font("Helvetica-Bold")
        .fontSize(9)
        .text(value, at.x + 8, doc.y, { width: inner });
    else {
      doc
        .font("Helvetica-Bold")
        .fontSize(8.5)
        .text(`${label}: `, at.x + 8, doc.y, { width: inner, continued: true });
      doc.font("Helvetica").text(value || "-");
    }
  }
  return doc.y + 6;
}

/** The issuer's box of every invoice (RD 1619/2012 art. 6.1 c, d, e: name, NIF, address). */
export const ISSUER_BOX = {
  title: "Emisor",
  rows: [
    ["", COMPANY.name],
    ["NIF", COMPANY.cif],
    ["Domicilio social", COMPANY.address],
  ],
} as const satisfies { title: string; rows: readonly [string, string][] };

/** Outlined boxes side by side from the current line, all as tall as the tallest; the
 * cursor goes below them. */
export function infoBoxes(doc: Pdf, boxes: readonly { title: string; rows: readonly [string, string][] }[]): void {
  const left = doc.page.margins.left;
  const gap = 12;
  const width = (doc.page.width - left - doc.page.margins.right - gap * (boxes.length - 1)) / boxes.length;
  const y = doc.y;
  const bottom = Math.max(
    ...boxes.map((box, index) => boxContent(doc, { x: left + index * (width + gap), y, width }, box.title, box.rows)),
  );
  boxes.forEach((_, index) => {
    doc
      .roundedRect(left + index * (width + gap), y, width, bottom - y, 3)
      .lineWidth(0.6)
      .strokeColor("#c0c8d0")
      .stroke();
  });
  doc.x = left;
  doc.y = bottom + 10;
}
