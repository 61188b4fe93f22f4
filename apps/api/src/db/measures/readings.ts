import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { prepared } from "../prepared";
import { contracts, hourlyReadings } from "../schema";

/** The caller's contract with this codAbonado and CUPS (upper case), if it is the caller's. */
export async function findSupplyContract(db: Database, caller: Caller, codAbonado: string, cups: string) {
  // Every telemetry and load-curve call runs this lookup, even when the answer is kept.
  const statement = prepared(db, `supply:${caller.role}`, (name) =>
    db
      .select({ id: contracts.id, line: contracts.line })
      .from(contracts)
      .where(
        and(
          callerContracts(db, caller, sql.placeholder("scope")),
          eq(contracts.codAbonado, sql.placeholder("codAbonado")),
          sql`upper(${contracts.cups}) = ${sql.placeholder("cups")}`,
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ scope: scopeValue(caller), codAbonado, cups });
  return row;
}

/** The reading paired with the active energy of each hour. */
export type ReadingColumn = "activeKwh" | "reactiveKvarh" | "surplusKwh";

export interface HourlyMeasure {
  /** Epoch milliseconds. */
  at: number;
  active: number;
  other: number;
  /** An estimated reading. */
  estimated: boolean;
}

/**
 * The contract's hours in [from, until), oldest first. The rows come back as ONE aggregated
 * string ('epoch,active,other;…') instead of one row per hour: on PGlite each result row
 * costs far more to cross from WASM than on a server, so a year's rows are much slower one
 * by one (measured in measures.test.ts); on a PostgreSQL server the aggregate is no slower.
 * Float8 text output round-trips exactly (extra_float_digits ≥ 1); measures are hourly, so
 * whole epoch seconds lose nothing. The estimated flag travels as a fourth field, 1 or 0.
 */
export async function findHourlyMeasures(
  db: Database,
  contractId: number,
  from: Date,
  until: Date,
  second: ReadingColumn,
): Promise<HourlyMeasure[]> {
  const other = hourlyReadings[second];
  const [row] = await db
    .select({
      data: sql<
        string | null
      >`string_agg(concat_ws(',', extract(epoch from ${hourlyReadings.at})::bigint, ${hourlyReadings.activeKwh}, ${other}, ${hourlyReadings.estimated}::int), ';' order by ${hourlyReadings.at})`,
    })
    .from(hourlyReadings)
    .where(and(eq(hourlyReadings.contractId, contractId), gte(hourlyReadings.at, from), lt(hourlyReadings.at, until)));
  if (!row?.data) return [];
  return row.data.split(";").map((entry) => {
    const [at, active, value, estimated] = entry.split(",");
    return { at: Number(at) * 1000, active: Number(active), other: Number(value), estimated: estimated === "1" };
  });
}

/** The instant of the contract's latest reading in [from, until), or null. */
export async function latestReadingAt(db: Database, contractId: number, from: Date, until: Date): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${hourlyReadings.at})` })
    .from(hourlyReadings)
    .where(and(eq(hourlyReadings.contractId, contractId), gte(hourlyReadings.at, from), lt(hourlyReadings.at, until)));
  return row?.at ?? null;
}
