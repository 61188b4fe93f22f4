import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Caller } from "../../auth/tokens";
import { contractNotFound } from "../../errors/httpError";
import type { ReadingColumns } from "../../insights/dayCalendar";
import type { PricePlan } from "../../insights/prices";
import { asMailLanguage } from "../../mail/languages";
import { type ContractRow, callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { prepared } from "../prepared";
import { contracts, costAlerts, hourlyReadings, invoices } from "../schema";
import type { StoredAlert } from "./alerts";
import { plansFromJson, plansJson } from "./invoiceFacts";
import type { InvoiceRow } from "./queries";

/*
 * Everything 'Tu consumo este mes' reads, in one round trip, to keep the card's worst-case time low: the
 * caller's contract, its price plans, its last consumption invoices (two years), the
 * caller's alert, the invoice of the same days a year earlier, the hourly readings since the
 * last invoice and those of the same weeks a year earlier. It was six queries in four round
 * trips, and the readings came as one row per hour (a month is ~720 rows); here they come as
 * three JSON arrays. Each part is the query of
 * queries.ts / alerts.ts it replaces, as a subquery or a join of this one: costThisMonth.ts
 * checks the dates worked out in SQL against its own and equivalence.test.ts compares the
 * answers with the previous code on every seeded contract.
 */

/** The last consumption invoices' fields a projection reads (JSON numbers for numerics). */
export interface HistoryInvoice {
  readingFrom: string;
  readingUntil: string;
  ivaRate: number;
  kwhByPeriod: number[];
}

export interface CostFacts {
  contract: ContractRow;
  plans: PricePlan[];
  /** lastInvoices(contract, HISTORY_INVOICES): newest first. */
  history: HistoryInvoice[];
  alert: StoredAlert | null;
  /** The billing period's first day as SQL worked it out (the day after the last consumption
   * invoice, or the contract's start), and the day a year before it. */
  periodFrom: string;
  yearAgoDate: string;
  /** invoiceCovering(contract, yearAgoDate). */
  yearAgo: InvoiceRow | null;
  /** Electricity: the readings from two hours before periodFrom's UTC midnight to 768 hours
   * (32 days) after it, a superset of the period's local days (at most 31), in no particular
   * order. */
  readings: ReadingColumns | null;
  /** Electricity: the same window 364 days (52 weeks) earlier: last year's curve for the
   * same weeks (insights/hourlyForecast.ts). */
  yearAgoReadings: ReadingColumns | null;
}

// The day the consumption invoices end (the first of lastInvoices, newest first, ends on it),
// joined laterally so that the expressions below read it once.
const last = (db: Database) =>
  db
    .select({ until: sql<string | null>`max(${invoices.readingUntil})`.as("last_until") })
    .from(invoices)
    .where(and(eq(invoices.contractId, contracts.id), eq(invoices.categoria, "EN")))
    .as("last");
// nextBillingPeriod(last until).from, or the contract's start without invoices.
const periodFrom = sql`coalesce(${sql.identifier("last")}.${sql.identifier("last_until")} + 1, ${contracts.fechaAlta})`;
// addYears(periodFrom, -1): PostgreSQL's interval arithmetic clamps 29 February alike.
const yearAgoDate = sql`(${periodFrom} - interval '1 year')::date`;

/** Two years of monthly invoices: gas's seasonal fit (insights/seasonalFit.ts) reads them all. */
export const HISTORY_INVOICES = 24;

const history = sql`(select coalesce(json_agg(h order by h.reading_until desc, h.id desc), '[]'::json) from (
  select i.id, i.reading_from, i.reading_until, i.iva_rate, i.consumo_p1, i.consumo_p2, i.consumo_p3, i.consumo_p4, i.consumo_p5, i.consumo_p6
  from ${invoices} i where i.contract_id = ${contracts.id} and i.categoria = 'EN' order by i.reading_until desc, i.id desc limit ${sql.raw(String(HISTORY_INVOICES))}) h)`;

const yearAgo = alias(invoices, "year_ago");
const yearAgoId = sql`(select o.id from ${invoices} o where o.contract_id = ${contracts.id} and o.categoria = 'EN'
  and o.reading_from <= ${yearAgoDate} and o.reading_until >= ${yearAgoDate} order by o.reading_from desc, o.id desc limit 1)`;

// The readings as three arrays from one aggregation (so the i-th elements are one row's);
// float8 values print as their shortest exact decimal, so JSON.parse gives back the same
// doubles as node-postgres's parseFloat. The instants in whole milliseconds from date_part's
// float8 (numeric extract costs twice as much): exact for whole seconds, and never on the
// wrong side of a whole second otherwise, so each reading falls in the same hour and day as
// before; costThisMonth.ts checks that no two share a millisecond (their order would be
// lost). The range needs no time zone (hours, not days, are added to an instant): a local
// day starts one or two hours before its UTC midnight, and the period is at most 31 days.
const periodStart = sql`(${periodFrom}::timestamp at time zone 'UTC')`;
const readingsFrom = (shift: SQL) => sql`case when ${contracts.line} = 'Electricidad' then (
  select json_build_object('at', coalesce(json_agg(floor(date_part('epoch', r.at) * 1000)::int8), '[]'::json),
    'activeKwh', coalesce(json_agg(r.active_kwh), '[]'::json), 'surplusKwh', coalesce(json_agg(r.surplus_kwh), '[]'::json))
  from ${hourlyReadings} r where r.contract_id = ${contracts.id}
    and r.at >= ${periodStart} - ${shift} - interval '2 hours' and r.at < ${periodStart} - ${shift} + interval '768 hours') end`;
const readings = readingsFrom(sql`interval '0 hours'`);
// 364 × 24 hours: the local days 52 weeks earlier, whatever the clock changes in between.
const yearAgoReadings = readingsFrom(sql`interval '8736 hours'`);

const asJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

interface Row {
  contract: ContractRow;
  plans: unknown;
  history: unknown;
  alert: Omit<StoredAlert, "language"> & { language: string };
  periodFrom: string;
  yearAgoDate: string;
  yearAgo: InvoiceRow | null;
  readings: unknown;
  yearAgoReadings: unknown;
}

/** The caller's contract `codAbonado` and what its cost this month depends on, or a 404. */
export async function findCostFacts(db: Database, caller: Caller, codAbonado: string): Promise<CostFacts> {
  const statement = prepared(db, `insights:costFacts:${caller.role}`, (name) =>
    db
      .select({
        contract: contracts,
        plans: plansJson,
        history: sql`${history}`,
        alert: {
          thresholdCents: costAlerts.thresholdCents,
          notifiedPeriodFrom: costAlerts.notifiedPeriodFrom,
          notifiedAt: costAlerts.notifiedAt,
          language: costAlerts.language,
        },
        periodFrom: sql<string>`to_char(${periodFrom}, 'YYYY-MM-DD')`,
        yearAgoDate: sql<string>`to_char(${yearAgoDate}, 'YYYY-MM-DD')`,
        yearAgo,
        readings: sql`${readings}`,
        yearAgoReadings: sql`${yearAgoReadings}`,
      })
      .from(contracts)
      .leftJoinLateral(last(db), sql`true`)
      .leftJoin(costAlerts, and(eq(costAlerts.contractId, contracts.id), eq(costAlerts.userId, sql.placeholder("userId"))))
      .leftJoin(yearAgo, eq(yearAgo.id, yearAgoId as SQL<number>))
      .where(and(eq(contracts.codAbonado, sql.placeholder("codAbonado")), callerContracts(db, caller, sql.placeholder("scope"))))
      .limit(1)
      .prepare(name),
  );
  const [row] = (await statement.execute({ codAbonado, scope: scopeValue(caller), userId: caller.userId })) as Row[];
  if (!row) throw contractNotFound();
  const json = asJson(row.history) as Record<string, string | number>[];
  return {
    contract: row.contract,
    plans: plansFromJson(row.plans),
    history: json.map((h) => ({
      readingFrom: String(h.reading_from),
      readingUntil: String(h.reading_until),
      ivaRate: Number(h.iva_rate),
      kwhByPeriod: [h.consumo_p1, h.consumo_p2, h.consumo_p3, h.consumo_p4, h.consumo_p5, h.consumo_p6].map(Number),
    })),
    alert: row.alert ? { ...row.alert, language: asMailLanguage(row.alert.language) } : null,
    periodFrom: row.periodFrom,
    yearAgoDate: row.yearAgoDate,
    yearAgo: row.yearAgo,
    readings: (asJson(row.readings) as ReadingColumns | null) ?? null,
    yearAgoReadings: (asJson(row.yearAgoReadings) as ReadingColumns | null) ?? null,
  };
}
