import { COMPANY } from "@oficina-virtual/api-contract";
import type ExcelJS from "exceljs";

/*
 * The retailer on every workbook the API makes: its legal name as the file's author and
 * company, and on each printed page a header with the brand and the NIF and a footer with
 * the address and 'Página X de Y', as on the PDFs (pdfBrand.ts). The sheets' first row
 * stays the column titles, so the data still opens as a table.
 */

/** Excel's print header and footer codes: &L/&R left and right sections, &P/&N page and
 * page count, &"font,style" and &size. COMPANY holds no '&' to escape. */
export const BRANDED_HEADER_FOOTER = {
  oddHeader: `&L&"Helvetica,Bold"&12${COMPANY.brand}&R&"Helvetica,Regular"&8${COMPANY.name} · NIF ${COMPANY.cif}`,
  oddFooter: `&L&"Helvetica,Regular"&8${COMPANY.address}&R&"Helvetica,Regular"&8Página &P de &N`,
};

export function brandWorkbook(book: ExcelJS.Workbook): void {
  book.creator = COMPANY.name;
  book.lastModifiedBy = COMPANY.name;
  book.company = COMPANY.name;
}

export function brandSheet(sheet: ExcelJS.Worksheet): void {
  sheet.headerFooter = { ...sheet.headerFooter, ...BRANDED_HEADER_FOOTER };
}
