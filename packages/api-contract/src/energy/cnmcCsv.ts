import { madridOffsetHours, madridTime } from "./madridClock";

/**
 * The consumption file the CNMC's offer comparator reads (comparador.cnmc.gob.es, "Cargar
 * consumos"; ../shared/ENERGY.md "The CNMC comparator's consumption file"): header
 * `CUPS;Fecha;Hora;Consumo;Metodo_obtencion`, `;` separated, CRLF line ends, Fecha
 * dd/mm/yyyy, Hora 1–24 marking the END of the hour in Madrid wall-clock time (1 = 00:00–01:00),
 * Consumo in kWh with a decimal comma and 3 decimals, Metodo_obtencion R (real) or E
 * (estimated).
 *
 * The clock changes: on the last Sunday of March the 02:00–03:00 hour does not exist, so the
 * day has 23 rows and Hora jumps from 2 to 4. On the last Sunday of October 02:00–03:00
 * happens twice; Hora is the wall-clock end of the hour, so the day has 25 rows and Hora 3
 * appears twice: first the summer-time hour (02:00–03:00 CEST, 00:00–01:00 UTC), then the
 * winter-time one (02:00–03:00 CET, 01:00–02:00 UTC). The rows are in time order, so the
 * file's order is what tells the two apart, as in the distributors' own files.
 */

export const CNMC_CSV_HEADER = "CUPS;Fecha;Hora;Consumo;Metodo_obtencion";
export const CNMC_CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export interface CnmcHour {
  /** The hour's start, epoch milliseconds. */
  at: number;
  /** kWh in the hour. */
  kwh: number;
  estimated: boolean;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** kWh with a decimal comma and exactly 3 decimals, no thousands separator ('1234,500'). */
export function cnmcKwh(kwh: number): string {
  const wh = Math.round(Math.abs(kwh) * 1000);
  const sign = kwh < 0 && wh > 0 ? "-" : "";
  return `${sign}${Math.floor(wh / 1000)},${String(wh % 1000).padStart(3, "0")}`;
}

/** One row's Fecha (dd/mm/yyyy) and Hora (1–24, the end of the hour on the wall clock). */
export function cnmcFechaHora(at: number): { fecha: string; hora: number } {
  const local = madridTime(at);
  return { fecha: `${pad(local.day)}/${pad(local.month)}/${local.year}`, hora: local.hour + 1 };
}

/** The whole file, hours in time order (the caller sorts them), CRLF after every line. */
export function formatCnmcCsv(cups: string, hours: readonly CnmcHour[]): string {
  const lines = [CNMC_CSV_HEADER];
  for (const h of hours) {
    const { fecha, hora } = cnmcFechaHora(h.at);
    lines.push(`${cups};${fecha};${hora};${cnmcKwh(h.kwh)};${h.estimated ? "E" : "R"}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The file name: consumos-{CUPS}-{desde}-{hasta}.csv, dates as the request sent them. */
export const cnmcCsvFileName = (cups: string, desde: string, hasta: string) => `consumos-${cups}-${desde}-${hasta}.csv`;

export interface CnmcRow {
  cups: string;
  fecha: string;
  hora: number;
  kwh: number;
  metodo: "R" | "E";
  /** The hour's start, epoch milliseconds, resolved as the header comment says. */
  at: number;
}

const HOUR = 3_600_000;
const ROW = /^([^;]+);(\d{2})\/(\d{2})\/(\d{4});(\d{1,2});(-?\d+,\d{3});([RE])$/;

/**
 * Reads a file written in this format back (tests, and anyone checking a download): throws
 * on anything that is not exactly the format. The repeated Hora 3 of the October day is
 * the summer hour the first time and the winter hour the second.
 */
export function parseCnmcCsv(text: string): CnmcRow[] {
  if (!text.endsWith("\r\n")) throw new Error("The file must end with CRLF");
  const lines = text.slice(0, -2).split("\r\n");
  if (lines[0] !== CNMC_CSV_HEADER) throw new Error(`Bad header: ${lines[0]}`);
  const seen = new Set<string>();
  return lines.slice(1).map((line, index) => {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`Bare line break in row ${index + 1}`);
    const match = ROW.exec(line);
    if (!match) throw new Error(`Row ${index + 1} is not in the format: ${line}`);
    const [, cups, dd, mm, yyyy, horaText, consumo, metodo] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      "R" | "E",
    ];
    const hora = Number(horaText);
    if (hora < 1 || hora > 24) throw new Error(`Hora out of 1–24 in row ${index + 1}`);
    const wall = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hora - 1);
    // The instants that show this wall-clock hour in Madrid: one, none (the March gap) or two
    // (the October repeat; summer first).
    const candidates = [wall - 2 * HOUR, wall - HOUR].filter((t) => wall - t === madridOffsetHours(t) * HOUR);
    const key = `${dd}/${mm}/${yyyy} ${hora}`;
    const at = seen.has(key) ? candidates[1] : candidates[0];
    seen.add(key);
    if (at === undefined) throw new Error(`No such hour in Madrid: ${key}`);
    return { cups, fecha: `${dd}/${mm}/${yyyy}`, hora, kwh: Number(consumo.replace(",", ".")), metodo, at };
  });
}
