/** Test support: holders, contracts and their price plans, written and read directly. */
import { and, eq, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContractIds } from "../../scope";
import type { Database } from "../client";
import { contracts, holders } from "../schema";

export type NewContract = typeof contracts.$inferInsert;

export async function insertHolders(db: Database, rows: Array<typeof holders.$inferInsert>): Promise<void> {
  await db.insert(holders).values(rows);
}

/** The contracts' ids, codes and holders, in the order given. */
export function insertContracts(db: Database, rows: NewContract[]) {
  return db
    .insert(contracts)
    .values(rows)
    .returning({ id: contracts.id, codAbonado: contracts.codAbonado, holderTaxId: contracts.holderTaxId });
}

export async function contractByCode(db: Database, codAbonado: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.codAbonado, codAbonado));
  return row;
}

export function contractsOfLine(db: Database, line: "Electricidad" | "Gas") {
  return db.select().from(contracts).where(eq(contracts.line, line));
}

export async function deletePricePlansOf(db: Database, contractId: number): Promise<void> {
  await db.execute(sql`delete from price_plans where contract_id = ${contractId}`);
}

export async function contractById(db: Database, id: number) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The caller's contracts (of one line, or all), by id. */
export function callerContracts(db: Database, caller: Caller, line?: "Electricidad" | "Gas") {
  return db
    .select({ id: contracts.id, codAbonado: contracts.codAbonado })
    .from(contracts)
    .where(and(sql`${contracts.id} = any(${callerContractIds(caller)})`, line === undefined ? undefined : eq(contracts.line, line)))
    .orderBy(contracts.id);
}
