import { madridHoursInDay, madridMidnight, madridTime } from "./madridClock";

/**
 * The consumption file the CNMC's offer comparator reads (comparador.cnmc.gob.es, "Cargar
 * consumos"): header
 * `CUPS;Fecha;Hora;Consumo;Metodo_obtencion`, `;` separated, CRLF line ends, Fecha
 * dd/mm/yyyy, Consumo in kWh with a decimal comma and 3 decimals, Metodo_obtencion R (real)
 * or E (estimated).
 *
 * Hora numbers the hours of the Madrid day from its start, 1 = 00:00–01:00, as the
 * distributors' files do: 1–24, but 1–23 on the last Sunday of March (the clock skips
 * 02:00–03:00) and 1–25 on the last Sunday of October (02:00–03:00 happens twice: Hora 3 is
 * the summer-time hour, Hora 4 the winter-time one). Each Fecha + Hora is then one instant,
 * and the numbering is our JSON load curve's hourRecord (apps/api/README.md cites the
 * distributors' convention).
 *
 * A self-consumption supply's file carries its hourly surplus too, in the column layout of
 * the distributors' downloads for those supplies (e-distribución's, which the comparators
 * import): `CUPS;Fecha;Hora;AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL/ESTIMADO`, AE consumption
 * and AS surplus in kWh as above. AE_AUTOCONS_kWh (self-consumed energy) is left empty: the
 * portal has no reading of it.
 */

export const CNMC_CSV_HEADER = "CUPS;Fecha;Hora;Consumo;Metodo_obtencion";
export const CNMC_CSV_SELF_CONSUMPTION_HEADER = "CUPS;Fecha;Hora;AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL/ESTIMADO";
export const CNMC_CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const HOUR = 3_600_000;

export interface CnmcHour {
  /** The hour's start, epoch milliseconds. */
  at: number;
  /** kWh taken from the grid in the hour. */
  kwh: number;
  /** kWh poured into the grid in the hour (self-consumption surplus). */
  surplusKwh?: number;
  estimated: boolean;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** kWh with a decimal comma and exactly 3 decimals, no thousands separator ('1234,500'). */
export function cnmcKwh(kwh: number): string {
  const wh = Math.round(Math.abs(kwh) * 1000);
  const sign = kwh < 0 && wh > 0 ? "-" : "";
  return `${sign}${Math.floor(wh / 1000)},${String(wh % 1000).padStart(3, "0")}`;
}

/** One row's Fecha (dd/mm/yyyy) and Hora (the hour's number in its Madrid day, from 1). */
export function cnmcFechaHora(at: number): { fecha: string; hora: number } {
  const local = madridTime(at);
  const dayStart = madridMidnight(local.year, local.month, local.day);
  return { fecha: `${pad(local.day)}/${pad(local.month)}/${local.year}`, hora: Math.floor((at - dayStart) / HOUR) + 1 };
}

/**
 * The whole file, hours in time order (the caller sorts them), CRLF after every line. With
 * `selfConsumption` the surplus layout, otherwise the comparator's own.
 */
export function formatCnmcCsv(cups: string, hours: readonly CnmcHour[], selfConsumption = false): string {
  const lines = [selfConsumption ? CNMC_CSV_SELF_CONSUMPTION_HEADER : CNMC_CSV_HEADER];
  for (const h of hours) {
    const { fecha, hora } = cnmcFechaHora(h.at);
    const method = h.estimated ? "E" : "R";
    const values = selfConsumption ? `${cnmcKwh(h.kwh)};${cnmcKwh(h.surplusKwh ?? 0)};` : cnmcKwh(h.kwh);
    lines.push(`${cups};${fecha};${hora};${values};${method}`);
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
  /** The surplus column of a self-consumption file; absent in the comparator's layout. */
  surplusKwh?: number;
  metodo: "R" | "E";
  /** The hour's start, epoch milliseconds. */
  at: number;
}

const KWH = "(-?\\d+,\\d{3})";
const ROW = new RegExp(`^([^;]+);(\\d{2})/(\\d{2})/(\\d{4});(\\d{1,2});${KWH};([RE])$`);
const SELF_CONSUMPTION_ROW = new RegExp(`^([^;]+);(\\d{2})/(\\d{2})/(\\d{4});(\\d{1,2});${KWH};${KWH};;([RE])$`);
const kwhOf = (text: string) => Number(text.replace(",", "."));

/**
 * Reads a file written in either layout back (tests, and anyone checking a download): throws
 * on anything that is not exactly the format, or on an Hora its Madrid day does not have.
 */
export function parseCnmcCsv(text: string): CnmcRow[] {
  if (!text.endsWith("\r\n")) throw new Error("The file must end with CRLF");
  const lines = text.slice(0, -2).split("\r\n");
  const selfConsumption = lines[0] === CNMC_CSV_SELF_CONSUMPTION_HEADER;
  if (!selfConsumption && lines[0] !== CNMC_CSV_HEADER) throw new Error(`Bad header: ${lines[0]}`);
  return lines.slice(1).map((line, index) => {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`Bare line break in row ${index + 1}`);
    const match = (selfConsumption ? SELF_CONSUMPTION_ROW : ROW).exec(line);
    if (!match) throw new Error(`Row ${index + 1} is not in the format: ${line}`);
    const [cups, dd, mm, yyyy, horaText] = match.slice(1, 6) as [string, string, string, string, string];
    const metodo = match[match.length - 1] as "R" | "E";
    const [day, month, year, hora] = [Number(dd), Number(mm), Number(yyyy), Number(horaText)];
    if (hora < 1 || hora > madridHoursInDay(year, month, day)) throw new Error(`No such hour in Madrid: ${dd}/${mm}/${yyyy} ${hora}`);
    const row: CnmcRow = {
      cups,
      fecha: `${dd}/${mm}/${yyyy}`,
      hora,
      kwh: kwhOf(match[6]!),
      metodo,
      at: madridMidnight(year, month, day) + (hora - 1) * HOUR,
    };
    if (selfConsumption) row.surplusKwh = kwhOf(match[7]!);
    return row;
  });
}
