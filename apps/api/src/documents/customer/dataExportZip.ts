import { COMPANY } from "@oficina-virtual/api-contract";
import { renderZip, type ZipEntry } from "../invoices/zip";

/** A value of one column of a part: what both JSON and CSV can hold. */
export type Cell = string | number | boolean | null;

/** One part of the customer's data: a JSON file and a CSV file of the same rows. */
export interface DataPart {
  /** The files' path in the ZIP without extension ('facturas', 'curvas-de-carga/ES…'). */
  path: string;
  /** What README.txt says the files hold, in Spanish. */
  description: string;
  rows: Record<string, Cell>[];
  /** The CSV when the part has a format of its own (the CNMC comparator's file); otherwise
   * the rows' columns, ';'-separated. */
  csv?: string;
}

/** A cell a spreadsheet would run as a formula ('=', '+', '-', '@') is written as text. */
function csvCell(value: Cell): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV: ';' between fields and CRLF line ends, like the CNMC file beside them (a
 * Spanish spreadsheet opens ';' directly); the header names every key of every row. */
export function rowsToCsv(rows: readonly Record<string, Cell>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(";"), ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? null)).join(";"))];
  return `${lines.join("\r\n")}\r\n`;
}

/** README.txt: what the ZIP is and what each file holds, in Spanish. */
export function dataExportReadme(parts: readonly DataPart[], madeAt: Date): string {
  const day = madeAt.toISOString().slice(0, 10).split("-").reverse().join("/");
  const lines = [
    "DESCARGA DE TUS DATOS PERSONALES",
    "",
    `Este archivo reúne los datos que ${COMPANY.name} conserva sobre ti, preparado el ${day}`,
    "a petición tuya, en ejercicio del derecho a la portabilidad de los datos (artículo 20 del",
    "Reglamento General de Protección de Datos, RGPD).",
    "",
    "Cada parte está en dos formatos con el mismo contenido: JSON (para programas) y CSV",
    "(para hojas de cálculo; separador ';', codificación UTF-8). Los IBAN aparecen enmascarados.",
    "Las curvas de carga siguen el formato de fichero de consumos del comparador de la CNMC",
    "(CUPS;Fecha;Hora;Consumo;Metodo_obtencion), el mismo que da la descarga de la curva de carga.",
    "",
    "ARCHIVOS",
    "",
    ...parts.map((part) => `${part.path}.json, ${part.path}.csv: ${part.description}`),
    "",
    `Si echas en falta algún dato o quieres ejercer otro derecho, escríbenos desde 'Solicitudes' en la Oficina Virtual.`,
    "",
  ];
  return lines.join("\r\n");
}

/** The customer's data ZIP: README.txt first, then each part as JSON and CSV. */
export function buildDataExportZip(parts: DataPart[], madeAtIso: string): Promise<Buffer> {
  const madeAt = new Date(madeAtIso);
  const entries: ZipEntry[] = [{ name: "README.txt", data: Buffer.from(dataExportReadme(parts, madeAt), "utf8") }];
  for (const part of parts) {
    entries.push({ name: `${part.path}.json`, data: Buffer.from(`${JSON.stringify(part.rows, null, 2)}\n`, "utf8") });
    entries.push({ name: `${part.path}.csv`, data: Buffer.from(part.csv ?? rowsToCsv(part.rows), "utf8") });
  }
  return renderZip(entries, madeAt);
}
