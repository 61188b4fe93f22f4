import { PassThrough } from "node:stream";
import { COMPANY } from "@oficina-virtual/api-contract";
import ExcelJS from "exceljs";
import { BRANDED_HEADER_FOOTER } from "../xlsxBrand";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface MeasureSheet {
  /** Worksheet name (at most 31 characters). */
  sheetName: string;
  /** Column titles of row 1, in Spanish; the first two columns are the date and the hour,
   * the rest energy figures. */
  headers: readonly string[];
  /** One array per data row, in the headers' order: text for dates and hours, numbers for
   * energy (kept numeric so Excel can sum them). */
  rows: readonly (readonly (string | number)[])[];
}

/**
 * One worksheet of hourly measures: a bold, frozen header row, then the data. Written with
 * exceljs's streaming writer and inline strings: a 12-month export (8,784 rows) takes about
 * half the time of the in-memory workbook (~0.3–0.7 s against ~0.8–1.3 s, measured), and
 * rows are committed as they are added instead of being kept as cell objects.
 */
export async function buildMeasuresXlsx(sheet: MeasureSheet): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = COMPANY.name;
  workbook.lastModifiedBy = COMPANY.name;
  const worksheet = workbook.addWorksheet(sheet.sheetName.slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
    headerFooter: BRANDED_HEADER_FOOTER,
  });
  worksheet.columns = sheet.headers.map((header, index) => ({
    header,
    key: `c${index}`,
    width: Math.max(12, header.length + 2),
    style: index >= 2 ? { numFmt: "0.000" } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row as (string | number)[]).commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
