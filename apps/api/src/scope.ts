import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Caller } from "./auth/tokens";
import type { Database } from "./db/client";
import { adminContracts, contracts } from "./db/schema";
import { notFound } from "./http/errors";

/** The contracts a caller may reach: a customer, those of their tax id; an administrator,
 * those linked to them. Every query on contracts, invoices, readings or measures goes
 * through this condition, so someone else's id is simply not found (404). */
export function callerContracts(db: Database, caller: Caller): SQL {
  if (caller.role === "admin") {
    return inArray(
      contracts.id,
      db.select({ id: adminContracts.contractId }).from(adminContracts).where(eq(adminContracts.adminUserId, caller.userId)),
    );
  }
  // A customer without a tax id reaches nothing (the impossible empty string matches no row).
  return eq(contracts.holderTaxId, caller.taxId ?? "");
}

export type ContractRow = typeof contracts.$inferSelect;

/** The caller's contract with this codAbonado, or a 404. */
export async function findCallerContract(db: Database, caller: Caller, codAbonado: string): Promise<ContractRow> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.codAbonado, codAbonado), callerContracts(db, caller)))
    .limit(1);
  if (!row) throw notFound("No se ha encontrado el contrato.");
  return row;
}
