import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Caller } from "./auth/tokens";
import type { Database } from "./db/client";
import { prepared } from "./db/prepared";
import { adminContracts, contracts } from "./db/schema";
import { contractNotFound } from "./errors/httpError";

/** The contracts a caller may reach: a customer, those of their tax id; an administrator,
 * those linked to them. Every query on contracts, invoices, readings or measures goes
 * through this condition, so someone else's id is simply not found (404).
 *
 * A prepared statement passes `sql.placeholder("scope")` as `scope`, and `scopeValue` as its
 * value. */
export function callerContracts(db: Database, caller: Caller, scope?: Placeholder): SQL {
  if (caller.role === "admin") {
    // The administrator's contract ids first, as one array (an InitPlan), then each contract
    // by its key: `id in (subquery)` let the planner hash-join the subquery against a scan of
    // every contract, whose cost grows with the company rather than with the administrator.
    return sql`${contracts.id} = any(${callerContractIds(caller, scope)})`;
  }
  return eq(contracts.holderTaxId, scope ?? caller.taxId ?? "");
}

/**
 * The caller's contract ids as an array (an InitPlan computed once per statement): a row
 * that hangs from a contract (an invoice) is then read by `contract_id = any(...)` through an
 * index that starts with the contract, whatever the planner believes of the caller's share
 * of all contracts; a join from contracts could instead walk everyone's rows by date.
 */
export function callerContractIds(caller: Caller, scope?: Placeholder): SQL {
  if (caller.role === "admin") {
    return sql`array(select ${sql.identifier("contract_id")} from ${adminContracts} where ${sql.identifier("admin_user_id")} = ${scope ?? caller.userId})`;
  }
  return sql`array(select ${sql.identifier("id")} from ${contracts} where ${sql.identifier("holder_tax_id")} = ${scope ?? caller.taxId ?? ""})`;
}

/** What `callerContracts` compares with: an administrator's user id, a customer's tax id. A
 * customer without a tax id reaches nothing (the impossible empty string matches no row). */
export function scopeValue(caller: Caller): number | string {
  return caller.role === "admin" ? caller.userId : (caller.taxId ?? "");
}

export type ContractRow = typeof contracts.$inferSelect;

/** The caller's contract with this codAbonado, or a 404. */
export async function findCallerContract(db: Database, caller: Caller, codAbonado: string): Promise<ContractRow> {
  const statement = prepared(db, `contract:${caller.role}`, (name) =>
    db
      .select()
      .from(contracts)
      .where(and(eq(contracts.codAbonado, sql.placeholder("codAbonado")), callerContracts(db, caller, sql.placeholder("scope"))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ codAbonado, scope: scopeValue(caller) });
  if (!row) throw contractNotFound();
  return row;
}
