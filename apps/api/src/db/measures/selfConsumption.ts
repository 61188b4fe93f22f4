import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { prepared } from "../prepared";
import { invoices } from "../schema";

/** Some invoice of the contract compensated surplus: it has self-consumption even when the
 * range on show poured nothing (a week of winter nights, readings not in yet). */
export async function invoicedSurplus(db: Database, contractId: number): Promise<boolean> {
  const statement = prepared(db, "selfConsumption:invoiced", (name) =>
    db
      .select({ one: sql<number>`1` })
      .from(invoices)
      .where(and(eq(invoices.contractId, sql.placeholder("contractId")), gt(invoices.surplusKwh, "0")))
      .limit(1)
      .prepare(name),
  );
  return (await statement.execute({ contractId })).length > 0;
}

/** A self-consumption supply: surplus in the hours at hand or on any of its invoices (the
 * 'Autoconsumo' screen and the CNMC file decide alike). */
export async function hasSelfConsumption(db: Database, contractId: number, hours: readonly { other: number }[]): Promise<boolean> {
  return hours.some((h) => h.other > 0) || (await invoicedSurplus(db, contractId));
}
