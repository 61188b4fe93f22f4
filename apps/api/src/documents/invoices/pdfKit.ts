import PDFDocument from "pdfkit";

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
      margin: 40,
      bufferPages: true,
      info: {
        Title: options.title,
        Author: "Oficina Virtual",
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
      numberPages(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function numberPages(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page: lift it for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 30;
    doc.font("Helvetica").fontSize(7).fillColor("#777777");
    doc.text(`Página ${i + 1} de ${range.count}`, 40, bottom, {
      width: doc.page.width - 80,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor("#000000");
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

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor("#1f4e79").text(text, doc.page.margins.left);
  doc.fillColor("#000000").moveDown(0.3);
}
