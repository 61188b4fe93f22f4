import { defaultDueDate, isSixPeriodTariff, seasonOf } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/queryRows";
import { invoices } from "../db/schema";
import { bonoSocialFinancing } from "../insights/bonoSocial";
import { taxedOn } from "../insights/explain";
import { priceInvoice } from "../insights/invoiceLines";
import { type PricePlan, planAt } from "../insights/prices";
import { vatRate } from "../insights/vatRate";
import { addDays, addMonths, daysBetween, type IsoDate, minDate, monthEnd, monthOf, yearOf } from "./dates";
import { Random } from "./random";
import { seasonFactor, TARIFFS, type Tariff } from "./tariffs";

export type InvoiceInsert = typeof invoices.$inferInsert;

/** An invoice before its number is allocated (numbers follow launch dates across contracts). */
export interface InvoiceDraft extends Omit<InvoiceInsert, "numero" | "numeroUnica"> {
  codAbonado: string;
  /** Invoices sharing a group key get one serieUnica/numeroUnica. */
  unifiedGroup?: string;
}

export interface InvoiceContract {
  id: number;
  codAbonado: string;
  /** The contract's holder, carried on its invoices (drizzle/0005). */
  holderTaxId: string;
  tariff: Tariff;
  powers: number[];
  /** Size step of the tariff (gas volume). */
  size: number;
  solarKw: number;
  /** The contract's price revisions (prices.ts). */
  plans: PricePlan[];
}

/** kWh of a month measured by the hourly readings (measuredMonths), by its first day. */
export interface MeasuredMonth {
  kwhByPeriod: number[];
  surplusKwh: number;
}

const money = (eur: number) => eur.toFixed(2);
const cents = (value: number) => (value / 100).toFixed(2);
const kwh = (value: number) => value.toFixed(3);

/** Whole kWh per period, summing exactly to `total`. */
function splitPeriods(total: number, shares: number[], rng: Random): number[] {
  const jittered = shares.map((share) => share * rng.float(0.85, 1.15));
  const sum = jittered.reduce((a, b) => a + b, 0);
  const parts = jittered.map((share) => Math.floor((total * share) / sum));
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}

// The 3.0TD/6.1TD working-day periods of each season (CNMC Circular 3/2020): the peak hours
// (09–14, 18–22) and the shoulder hours (08–09, 14–18, 22–24); every other hour is P6.
const SEASON_PERIODS = { alta: [1, 2], "media-alta": [2, 3], media: [3, 4], baja: [4, 5] } as const;

/**
 * A synthetic month's whole kWh per energy period P1..P6. A six-period tariff bills only the
 * periods its month has: the season's two plus P6, P6 keeping the tariff's share and the rest
 * split by the 9 peak and 7 shoulder working hours of a day. Other tariffs use their shares.
 */
function syntheticPeriods(total: number, tariff: Tariff, month: number, rng: Random): number[] {
  const shares = TARIFFS[tariff].shares;
  if (!isSixPeriodTariff(tariff)) {
    const parts = splitPeriods(total, shares, rng);
    return [0, 1, 2, 3, 4, 5].map((i) => parts[i] ?? 0);
  }
  const valley = shares[5] ?? 0;
  const [peak, shoulder, p6] = splitPeriods(total, [((1 - valley) * 9) / 16, ((1 - valley) * 7) / 16, valley], rng);
  const [first, second] = SEASON_PERIODS[seasonOf(month)];
  const periods = [0, 0, 0, 0, 0, 0];
  periods[first - 1] = peak ?? 0;
  periods[second - 1] = shoulder ?? 0;
  periods[5] = p6 ?? 0;
  return periods;
}

/**
 * A solar supply's surplus kWh for a month its readings do not cover: what its readings
 * measured in the same calendar month of another year (the nearest), per day, so the
 * year-ago invoices agree with the load curve the customer sees; without any such month, a
 * surplus that follows the sun (more in summer).
 */
function syntheticSurplus(solarKw: number, readingFrom: IsoDate, days: number, measured: ReadonlyMap<IsoDate, MeasuredMonth>): number {
  const sameMonth = [...measured.keys()]
    .filter((first) => first.slice(5, 7) === readingFrom.slice(5, 7))
    .sort((a, b) => Math.abs(daysBetween(readingFrom, a)) - Math.abs(daysBetween(readingFrom, b)));
  const source = sameMonth[0];
  if (source) {
    const sourceDays = daysBetween(source, monthEnd(source)) + 1;
    return Math.round(((measured.get(source)?.surplusKwh ?? 0) * days * 1000) / sourceDays) / 1000;
  }
  return Math.round(solarKw * 30 * Math.max(0.15, Math.cos((2 * Math.PI * (monthOf(readingFrom) - 7)) / 12)));
}

/**
 * The monthly invoices of a contract for the `months` whole months before `today`'s month:
 * reading period = the calendar month, launched 3–9 days after it ends (never after today).
 * A month the hourly readings cover (`measured`, by its first day) bills their kWh per
 * period and surplus; the others (and gas) a deterministic synthetic consumption. Either way
 * the total is the sum of the priced lines (insights/invoiceLines.ts) at the plan valid on
 * the first day, so the breakdown adds up to it to the cent. Deterministic per codAbonado.
 */
export function monthlyInvoices(
  contract: InvoiceContract,
  today: IsoDate,
  months = 26,
  measured: ReadonlyMap<IsoDate, MeasuredMonth> = new Map(),
): InvoiceDraft[] {
  const rng = new Random(`invoices:${contract.codAbonado}`);
  const model = TARIFFS[contract.tariff];
  const launchOffset = rng.int(3, 9);
  const drafts: InvoiceDraft[] = [];
  for (let back = months; back >= 1; back--) {
    const readingFrom = addMonths(today, -back);
    const readingUntil = monthEnd(readingFrom);
    const days = daysBetween(readingFrom, readingUntil) + 1;
    const month = monthOf(readingFrom);
    const mean = model.meanMonthlyKwh(contract.powers[0] ?? 0, contract.size);
    const total = Math.max(1, Math.round(mean * seasonFactor(model.line, month, contract.solarKw > 0) * rng.float(0.88, 1.12)));
    const synthetic = syntheticPeriods(total, contract.tariff, month, rng);
    const reading = measured.get(readingFrom);
    const periods = reading ? reading.kwhByPeriod : synthetic;
    const surplusKwh = reading
      ? reading.surplusKwh
      : contract.solarKw > 0 && model.line === "Electricidad"
        ? syntheticSurplus(contract.solarKw, readingFrom, days, measured)
        : 0;
    const revision = planAt(contract.plans, readingFrom);
    if (!revision) throw new Error(`No price plan for contract ${contract.codAbonado}`);
    const launchDate = minDate(addDays(readingUntil, launchOffset), today);
    const plan = model.line === "Electricidad" ? taxedOn(revision, launchDate) : revision;
    const ivaRate = vatRate({ line: model.line, issuedOn: launchDate, periodUntil: readingUntil, powersKw: contract.powers });
    const priced = priceInvoice(plan, {
      line: model.line,
      tariff: contract.tariff,
      days,
      kwhByPeriod: periods,
      surplusKwh,
      powersKw: contract.powers,
      ivaRate,
      bonoSocial: model.line === "Electricidad" ? bonoSocialFinancing(readingFrom, readingUntil) : [],
    });
    const consumo = [0, 1, 2, 3, 4, 5].map((i) => kwh(periods[i] ?? 0));
    const consumed = periods.reduce((sum, value) => sum + value, 0);
    drafts.push({
      contractId: contract.id,
      holderTaxId: contract.holderTaxId,
      codAbonado: contract.codAbonado,
      serie: "ENERGIA",
      launchDate,
      readingFrom,
      readingUntil,
      totalAmount: cents(priced.totalCents),
      consumptionKwh: kwh(consumed),
      ivaRate: ivaRate.toFixed(4),
      surplusKwh: kwh(surplusKwh),
      consumoP1: consumo[0],
      consumoP2: consumo[1],
      consumoP3: consumo[2],
      consumoP4: consumo[3],
      consumoP5: consumo[4],
      consumoP6: consumo[5],
      categoria: "EN",
    });
  }
  return drafts;
}

/** A miscellaneous ('VA') invoice: a one-off charge without consumption. */
export function miscInvoice(contract: InvoiceContract, launchDate: IsoDate, amountEur: number): InvoiceDraft {
  return {
    contractId: contract.id,
    holderTaxId: contract.holderTaxId,
    codAbonado: contract.codAbonado,
    serie: `FV${String(yearOf(launchDate)).slice(2)}`,
    launchDate,
    readingFrom: launchDate,
    readingUntil: launchDate,
    totalAmount: money(amountEur),
    consumptionKwh: kwh(0),
    categoria: "VA",
  };
}

/** Year-prefixed series ('ENERGIA' 2025000123, unified 'FU' 2025000124) share one counter
 * per year; the others carry the year in the series ('FE25', 'FV25') and share one 6-digit
 * counter (000123). So a number alone (searchOneInvoice) never names two invoices. */
const YEAR_PREFIXED = new Set(["ENERGIA", "FU"]);

/** Allocates invoice numbers in launch-date order, continuing what the database holds, so
 * `--scale` runs after the demo seed never collide. The highest number is the longest, then
 * the greatest: a counter past 999999 has one digit more, and text's max() would pick
 * '2025999999' over '20251000000' and hand out numbers already taken (--scale 5600 did). */
export class InvoiceNumbers {
  private readonly last = new Map<string, number>();

  static async load(db: Database): Promise<InvoiceNumbers> {
    const numbers = new InvoiceNumbers();
    const rows = await queryRows<{ serie: string; numero: string }>(
      db,
      sql`
      select serie, (array_agg(numero order by length(numero) desc, numero desc))[1] as numero
      from invoices group by serie, case when serie in ('ENERGIA', 'FU') then left(numero, 4) else '' end
      union all
      select serie_unica, (array_agg(numero_unica order by length(numero_unica) desc, numero_unica desc))[1]
      from invoices where serie_unica is not null group by serie_unica, left(numero_unica, 4)`,
    );
    for (const row of rows) numbers.remember(row.serie, row.numero);
    return numbers;
  }

  private key(serie: string, year: number): string {
    return YEAR_PREFIXED.has(serie) ? `year|${year}` : "other";
  }

  private remember(serie: string, numero: string): void {
    const yearPrefixed = YEAR_PREFIXED.has(serie);
    const key = yearPrefixed ? `year|${numero.slice(0, 4)}` : "other";
    const seq = Number(yearPrefixed ? numero.slice(4) : numero);
    if (Number.isFinite(seq) && seq > (this.last.get(key) ?? 0)) this.last.set(key, seq);
  }

  next(serie: string, launchDate: IsoDate): string {
    const year = yearOf(launchDate);
    const key = this.key(serie, year);
    const seq = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, seq);
    const digits = String(seq).padStart(6, "0");
    return YEAR_PREFIXED.has(serie) ? `${year}${digits}` : digits;
  }
}

/** Numbers every draft (and every unified group once), in launch-date then codAbonado order. */
export function allocateNumbers(drafts: InvoiceDraft[], numbers: InvoiceNumbers): InvoiceInsert[] {
  const ordered = [...drafts].sort(
    (a, b) => a.launchDate.localeCompare(b.launchDate) || a.codAbonado.localeCompare(b.codAbonado) || a.serie.localeCompare(b.serie),
  );
  const unified = new Map<string, string>();
  return ordered.map(({ codAbonado: _code, unifiedGroup, ...draft }) => {
    let numeroUnica: string | null = null;
    if (unifiedGroup) {
      numeroUnica = unified.get(unifiedGroup) ?? numbers.next("FU", draft.launchDate);
      unified.set(unifiedGroup, numeroUnica);
    }
    return {
      ...draft,
      numero: numbers.next(draft.serie, draft.launchDate),
      isUnificada: Boolean(unifiedGroup),
      isUnica: Boolean(unifiedGroup),
      serieUnica: unifiedGroup ? "FU" : null,
      numeroUnica,
    };
  });
}

/** Marks the invoices of `codes` for the last `months` months as one unified invoice per month. */
export function unify(drafts: InvoiceDraft[], codes: readonly string[], months: number, today: IsoDate, group: string): void {
  const since = addMonths(today, -months);
  for (const draft of drafts) {
    if (codes.includes(draft.codAbonado) && draft.categoria === "EN" && draft.readingFrom >= since) {
      draft.unifiedGroup = `${group}:${draft.readingFrom}`;
    }
  }
}

/** Multi-row inserts in batches (well under PostgreSQL's 65,535 parameters). An invoice
 * without a due date is due PAYMENT_TERM_DAYS after issue. */
export async function insertInvoices(db: Database, rows: InvoiceInsert[], batch = 1000): Promise<void> {
  const dated = rows.map((row) => (row.dueDate ? row : { ...row, dueDate: defaultDueDate(row.launchDate) }));
  for (let i = 0; i < dated.length; i += batch) await db.insert(invoices).values(dated.slice(i, i + batch));
}
