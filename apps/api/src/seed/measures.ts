import { energyPeriodAt, isSixPeriodTariff } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/queryRows";
import { addDays, addMonths, daysBetween, type IsoDate, utcMidnight } from "./dates";
import type { MeasuredMonth } from "./invoices";

export interface MeasuredContract {
  id: number;
  /** Peak kW of rooftop solar; 0 without. */
  solarKw: number;
  /** Hourly load as a share of contracted P1 (from the tariff model). */
  loadFactor: number;
  /** Weekday/weekend shape: homes use more at weekends, businesses less. */
  business: boolean;
}

/**
 * Hourly readings for the `days` whole days before `today` (UTC hours, so a contract has
 * exactly days × 24 rows; a contract that ended stops after its fechaBaja), generated in
 * one INSERT … SELECT over generate_series: no rows travel from Node.
 *
 * The shape is deterministic: a daily curve with morning and evening peaks (sin/cos of the
 * Madrid local hour, plus a term in sin(hour + contract id)), a weekly factor, a winter season,
 * and an integer hash of (contract, hour) as noise; scaled by contracted P1. Solar contracts
 * subtract a midday production curve: what it leaves uncovered is the active energy, what
 * exceeds the load is surplus (> 0 only around midday). Reactive energy is 15–35 % of active.
 *
 * Some whole Madrid days are estimated readings: about one day in 13 per
 * contract, chosen by (contract id, local day number), and, for every third contract,
 * yesterday (the distributor's real readings of the last day often arrive late). A whole
 * day, because distributors estimate a day they could not read, not an odd hour.
 */
export async function insertHourlyReadings(db: Database, contracts: MeasuredContract[], today: IsoDate, days: number): Promise<void> {
  if (contracts.length === 0 || days <= 0) return;
  const values = sql.join(
    contracts.map(
      (c) =>
        sql`(${c.id}::int, ${c.solarKw}::float8, ${c.loadFactor}::float8, ${c.business ? 0.55 : 1.12}::float8, ${Math.sin(c.id)}::float8, ${Math.cos(c.id)}::float8)`,
    ),
    sql`, `,
  );
  const start = utcMidnight(addDays(today, -days));
  const end = utcMidnight(today);
  // The local day number (days since 2000-01-01) of the last seeded day: yesterday.
  const lastDay = daysBetween("2000-01-01", addDays(today, -1));
  const unchecked = await skipForeignKeyChecks(db);
  // Everything that depends only on the hour is computed once per hour (not per contract
  // and hour): time zone conversions and trigonometry are what cost on PGlite.
  await db.execute(sql`
    with hours as materialized (
      select at, n, dow,
        (0.55 - 0.3 * cos(2 * pi() * (h - 3) / 24) + 0.18 * cos(4 * pi() * (h - 8) / 24)) * (1 + 0.2 * cos(2 * pi() * (doy - 15) / 365.25)) as shape,
        0.05 * sin(h) as sin_h, 0.05 * cos(h) as cos_h, dn,
        greatest(sin(pi() * (h - 8) / 10), 0) ^ 1.5 * (0.75 + 0.25 * cos(2 * pi() * (doy - 172) / 365.25)) as sun
      from (
        select at, (extract(epoch from at) / 3600)::bigint as n,
          extract(hour from at at time zone 'Europe/Madrid')::float8 as h,
          extract(isodow from at at time zone 'Europe/Madrid')::int as dow,
          extract(doy from at at time zone 'Europe/Madrid')::float8 as doy,
          ((at at time zone 'Europe/Madrid')::date - date '2000-01-01') as dn
        from generate_series(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz - interval '1 hour', interval '1 hour') as at
      ) t
    ),
    supply as (
      select m.*, c.potencia_p1 * m.load_factor as scale,
        coalesce((c.fecha_baja + 1)::timestamp at time zone 'Europe/Madrid', 'infinity'::timestamptz) as until
      from (values ${values}) as m(id, solar_kw, load_factor, weekend, sin_id, cos_id)
      join contracts c on c.id = m.id
    )
    insert into hourly_readings (contract_id, at, active_kwh, reactive_kvarh, surplus_kwh, estimated)
    select id, at,
      round(greatest(net, 0) * 1000) / 1000,
      round(greatest(net, 0) * (0.15 + 0.2 * ((id * 31 + n * 17) % 11) / 11.0) * 1000) / 1000,
      round(greatest(-net, 0) * 1000) / 1000,
      (id * 7 + dn) % 13 = 0 or (id % 3 = 0 and dn = ${lastDay}::int)
    from (
      select s.id, h.at, h.n, h.dn,
        s.scale * (h.shape + h.sin_h * s.cos_id + h.cos_h * s.sin_id)
          * (case when h.dow >= 6 then s.weekend else 1 end)
          * (0.8 + 0.4 * ((s.id * 7919 + h.n * 104729) % 1000) / 1000.0)
          - s.solar_kw * h.sun as net
      from supply s cross join hours h
      where h.at < s.until
      offset 0 -- keeps the planner from inlining net into each of its three uses
    ) x`);
  if (unchecked) await db.execute(sql`set local session_replication_role = origin`);
}

/**
 * Inside the seed's transaction, skips the per-row foreign-key trigger of hourly_readings
 * (the contract ids were inserted a moment ago): it is more than half of the insert's cost
 * on PGlite. Needs a superuser (PGlite's default user is one); elsewhere the savepoint rolls
 * back and the checks stay on. Outside a transaction, SET LOCAL has no effect.
 */
async function skipForeignKeyChecks(db: Database): Promise<boolean> {
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
    return true;
  } catch {
    return false;
  }
}

/** An array as one parameter (PostgreSQL's text form): drizzle would spread a JS array into
 * one parameter per element. */
const pgArray = (values: readonly (string | number)[]) => `{${values.join(",")}}`;

/** A contract whose readings price its invoices. */
export interface PricedReadingsContract {
  id: number;
  tariff: string;
}

/**
 * kWh per energy period and surplus of each whole local month the readings of `contracts`
 * cover (inserted by insertHourlyReadings with the same `today` and `days`), by contract id
 * and the month's first day. The period of each hour comes from the shared calendar
 * (energyPeriodAt, packages/api-contract/src/energy/tariffPeriods.ts), computed once per hour
 * in Node for the two calendars (2.0TD; 3.0TD and 6.1TD) and joined in SQL: one query sums
 * every contract's readings, no reading travels to Node.
 */
export async function measuredMonths(
  db: Database,
  contracts: PricedReadingsContract[],
  today: IsoDate,
  days: number,
): Promise<Map<number, Map<IsoDate, MeasuredMonth>>> {
  const result = new Map<number, Map<IsoDate, MeasuredMonth>>();
  if (contracts.length === 0 || days <= 0) return result;
  const start = utcMidnight(addDays(today, -days)).getTime();
  const end = utcMidnight(today).getTime();
  const hours: string[] = [];
  const threePeriods: number[] = [];
  const sixPeriods: number[] = [];
  for (let t = start; t < end; t += 3_600_000) {
    hours.push(new Date(t).toISOString());
    threePeriods.push(energyPeriodAt("2.0TD", t));
    sixPeriods.push(energyPeriodAt("3.0TD", t));
  }
  const six = contracts.filter((c) => isSixPeriodTariff(c.tariff)).map((c) => c.id);
  const ids = contracts.map((c) => c.id);
  // Whole local months only: from the first month starting after the first reading day, to the
  // month before today's.
  const firstMonth = addMonths(addDays(today, -days), 1);
  const lastMonth = addMonths(today, 0);
  const rows = await queryRows<{ contractId: number; month: string; period: number; kwh: number; surplus: number }>(
    db,
    sql`
    with periods as (
      select * from unnest(${pgArray(hours)}::timestamptz[], ${pgArray(threePeriods)}::int[], ${pgArray(sixPeriods)}::int[]) as p(at, three, six)
    )
    select r.contract_id as "contractId", to_char(r.at at time zone 'Europe/Madrid', 'YYYY-MM-01') as month,
      case when r.contract_id = any(${pgArray(six)}::int[]) then p.six else p.three end as period,
      sum(r.active_kwh)::float8 as kwh, sum(r.surplus_kwh)::float8 as surplus
    from hourly_readings r join periods p on p.at = r.at
    where r.contract_id = any(${pgArray(ids)}::int[])
      and r.at >= (${firstMonth}::date)::timestamp at time zone 'Europe/Madrid'
      and r.at < (${lastMonth}::date)::timestamp at time zone 'Europe/Madrid'
    group by 1, 2, 3`,
  );
  for (const row of rows) {
    const months = result.get(row.contractId) ?? new Map<IsoDate, MeasuredMonth>();
    result.set(row.contractId, months);
    const month = months.get(row.month) ?? { kwhByPeriod: [0, 0, 0, 0, 0, 0], surplusKwh: 0 };
    months.set(row.month, month);
    month.kwhByPeriod[row.period - 1] = Math.round(Number(row.kwh) * 1000) / 1000;
    month.surplusKwh = Math.round((month.surplusKwh + Number(row.surplus)) * 1000) / 1000;
  }
  return result;
}
