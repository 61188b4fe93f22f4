import { isSixPeriodTariff, powerPeriodAt, powerPeriodCount } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/queryRows";
import { addDays, addMonths, type IsoDate, utcMidnight } from "./dates";
import type { InvoiceDraft } from "./invoices";
import { Random } from "./random";

/**
 * The invoices' maxímetro (potencia_leida_p1..p6): the highest quarter-hourly mean power of
 * each power period in the billing month. The seed stores hourly readings only, so each hour
 * carries a synthetic quarter-hour peak: its mean times a deterministic factor of (contract,
 * hour). A home's quarter-hours differ a lot within the hour (the oven and the washing machine
 * for twenty minutes, then little): 1.3–3× the hour's mean; a business's load is flatter:
 * 1.05–1.5×. The factor never reaches 4 (four quarter-hours average to the hour) and never
 * drops below 1, so an hourly reading never exceeds the maxímetro of its invoice.
 */
export function quarterHourPeakFactor(contractId: number, hourIndex: number, business: boolean): number {
  const u = ((contractId * 7561 + hourIndex * 3571) % 997) / 997;
  return business ? 1.05 + 0.45 * u * u : 1.3 + 1.7 * u * u;
}

/** The same factor in SQL, over hourly_readings' (contract_id, at). */
const peakFactorSql = (business: ReturnType<typeof sql>) => sql`
  case when ${business} then 1.05 + 0.45 * power(((r.contract_id * 7561 + (extract(epoch from r.at) / 3600)::bigint * 3571) % 997) / 997.0, 2)
  else 1.3 + 1.7 * power(((r.contract_id * 7561 + (extract(epoch from r.at) / 3600)::bigint * 3571) % 997) / 997.0, 2) end`;

/** kW per power period P1..P6 (null: no hour of that period) by contract id and month's first day. */
export type MonthPeaks = Map<number, Map<IsoDate, (number | null)[]>>;

export interface PeakContract {
  id: number;
  tariff: string;
}

const pgArray = (values: readonly (string | number)[]) => `{${values.join(",")}}`;

/** Rounded up to the watt's tenth (kW with 2 decimals), so rounding never lowers a peak below its hour. */
const roundUpKw = (kw: number) => Math.ceil(kw * 100 - 1e-9) / 100;

/**
 * The quarter-hour peak of every month the hourly readings touch (inserted by
 * insertHourlyReadings with the same `today` and `days`), per power period of the shared
 * calendar (powerPeriodAt, computed in Node once per hour for the 2.0TD and 3.0TD calendars).
 */
export async function measuredPeaks(db: Database, contracts: PeakContract[], today: IsoDate, days: number): Promise<MonthPeaks> {
  const result: MonthPeaks = new Map();
  if (contracts.length === 0 || days <= 0) return result;
  const start = utcMidnight(addDays(today, -days)).getTime();
  const end = utcMidnight(today).getTime();
  const hours: string[] = [];
  const two: number[] = [];
  const six: number[] = [];
  for (let t = start; t < end; t += 3_600_000) {
    hours.push(new Date(t).toISOString());
    two.push(powerPeriodAt("2.0TD", t));
    six.push(powerPeriodAt("3.0TD", t));
  }
  const sixIds = contracts.filter((c) => isSixPeriodTariff(c.tariff)).map((c) => c.id);
  const business = contracts.filter((c) => c.tariff !== "2.0TD").map((c) => c.id);
  const rows = await queryRows<{ contractId: number; month: string; period: number; kw: number }>(
    db,
    sql`
    with periods as (
      select * from unnest(${pgArray(hours)}::timestamptz[], ${pgArray(two)}::int[], ${pgArray(six)}::int[]) as p(at, two, six)
    )
    select r.contract_id as "contractId", to_char(r.at at time zone 'Europe/Madrid', 'YYYY-MM-01') as month,
      case when r.contract_id = any(${pgArray(sixIds)}::int[]) then p.six else p.two end as period,
      max(r.active_kwh * ${peakFactorSql(sql`r.contract_id = any(${pgArray(business)}::int[])`)})::float8 as kw
    from hourly_readings r join periods p on p.at = r.at
    where r.contract_id = any(${pgArray(contracts.map((c) => c.id))}::int[])
    group by 1, 2, 3`,
  );
  for (const row of rows) {
    const months = result.get(row.contractId) ?? new Map<IsoDate, (number | null)[]>();
    result.set(row.contractId, months);
    const peaks = months.get(row.month) ?? [null, null, null, null, null, null];
    months.set(row.month, peaks);
    peaks[row.period - 1] = roundUpKw(Number(row.kw));
  }
  return result;
}

const periodsCache = new Map<string, Set<number>>();

/** The power periods that occur in a month (3.0TD: P1–P2 only in 'alta' months, and so on). */
function powerPeriodsIn(tariff: string, month: IsoDate): Set<number> {
  const key = `${isSixPeriodTariff(tariff) ? "six" : "two"}|${month}`;
  let periods = periodsCache.get(key);
  if (!periods) {
    periods = new Set<number>();
    // UTC midnight is 01:00 or 02:00 in Madrid: every hour stepped here is inside the month.
    const until = utcMidnight(addMonths(month, 1)).getTime() - 2 * 3_600_000;
    for (let t = utcMidnight(month).getTime(); t < until; t += 3_600_000) periods.add(powerPeriodAt(tariff, t));
    periodsCache.set(key, periods);
  }
  return periods;
}

export interface MaximeterContract {
  id: number;
  codAbonado: string;
  tariff: string;
  /** Contracted kW P1..P6. */
  powers: readonly number[];
}

/**
 * A month's maxímetro where the readings do not cover it whole: below the highest peak the
 * readings measured in that power period (a month the readings never saw is no peak month of
 * the year), or, with no readings at all, a share of the contracted power. A partly covered
 * month keeps its measured peak when that is higher, so its hours stay below it.
 */
function synthesisedPeaks(contract: MaximeterContract, month: IsoDate, measured: ReadonlyMap<IsoDate, (number | null)[]>) {
  const rng = new Random(`maximeter:${contract.codAbonado}:${month}`);
  const count = powerPeriodCount(contract.tariff);
  const present = powerPeriodsIn(contract.tariff, month);
  return Array.from({ length: 6 }, (_, i) => {
    const share = rng.float(0.75, 0.97);
    if (i >= count || !present.has(i + 1)) return null;
    const seen = [...measured.values()].map((p) => p[i] ?? 0).filter((kw) => kw > 0);
    const reference = seen.length > 0 ? Math.max(...seen) : (contract.powers[i] ?? 0) * 0.7;
    const partial = measured.get(month)?.[i] ?? 0;
    return roundUpKw(Math.max(reference * share, partial));
  });
}

/**
 * Fills each electricity invoice's maxímetro: from the readings' quarter-hour peaks where they
 * cover the whole month (`wholeFrom`: the first such month's first day), synthesised otherwise.
 */
export function withMaximeters(
  drafts: InvoiceDraft[],
  contracts: readonly MaximeterContract[],
  peaks: MonthPeaks,
  wholeFrom: IsoDate,
): void {
  const byId = new Map(contracts.map((c) => [c.id, c]));
  for (const draft of drafts) {
    const contract = byId.get(draft.contractId);
    if (!contract || draft.categoria !== "EN" || powerPeriodCount(contract.tariff) === 0) continue;
    const measured = peaks.get(contract.id) ?? new Map<IsoDate, (number | null)[]>();
    const whole = draft.readingFrom >= wholeFrom ? measured.get(draft.readingFrom) : undefined;
    const kw = whole ?? synthesisedPeaks(contract, draft.readingFrom, measured);
    [
      draft.potenciaLeidaP1,
      draft.potenciaLeidaP2,
      draft.potenciaLeidaP3,
      draft.potenciaLeidaP4,
      draft.potenciaLeidaP5,
      draft.potenciaLeidaP6,
    ] = kw;
  }
}

/** The first month the readings of `days` days before `today` cover whole (as measuredMonths). */
export function firstWholeMonth(today: IsoDate, days: number): IsoDate {
  return addMonths(addDays(today, -days), 1);
}
