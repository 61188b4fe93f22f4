import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";

/** The text of a PDF, as pdf-parse extracts it, with runs of white space (line wraps)
 * collapsed to one space (tests only). */
export async function readPdfText(data: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, " "), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** The first worksheet's rows as plain values, header row first (tests only). */
export async function readXlsxRows(data: Buffer | Uint8Array): Promise<{ sheetName: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheetName: sheet.name, rows };
}
