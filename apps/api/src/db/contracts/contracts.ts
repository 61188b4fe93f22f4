import type { Line } from "@oficina-virtual/api-contract";
import { and, asc, eq, or } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContracts } from "../../scope";
import type { Database } from "../client";
import { contracts, holders } from "../schema";

export type Contract = typeof contracts.$inferSelect;

/** The caller's contract on `line` whose codAbonado (or SICOM code) is `code`, with its
 * holder's name when the holder is on file; undefined when the caller has no such contract. */
export async function findContractWithHolder(
  db: Database,
  caller: Caller,
  line: Line,
  code: string,
): Promise<{ contract: Contract; holderName: string | null } | undefined> {
  const [row] = await db
    .select({ contract: contracts, holderName: holders.name })
    .from(contracts)
    .leftJoin(holders, eq(holders.taxId, contracts.holderTaxId))
    .where(
      and(
        callerContracts(db, caller),
        eq(contracts.line, line),
        or(eq(contracts.codAbonado, code), eq(contracts.codigoContratoSicom, code)),
      ),
    )
    .limit(1);
  return row;
}

/** Every contract the caller reaches, by line then codAbonado. */
export async function listCallerContracts(db: Database, caller: Caller): Promise<Contract[]> {
  return db.select().from(contracts).where(callerContracts(db, caller)).orderBy(asc(contracts.line), asc(contracts.codAbonado));
}

/** Whether the caller has a contract on `line` with this codAbonado or CUPS (`code`), or
 * with this CUPS (`cups`); CUPS are compared in upper case. At least one must be given. */
export async function callerHasContract(
  db: Database,
  caller: Caller,
  line: Line,
  { code, cups }: { code?: string; cups?: string },
): Promise<boolean> {
  const byCode = code ? [eq(contracts.codAbonado, code), eq(contracts.cups, code.toUpperCase())] : [];
  const byCups = cups ? [eq(contracts.cups, cups.toUpperCase())] : [];
  const [found] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(callerContracts(db, caller), eq(contracts.line, line), or(...byCode, ...byCups)))
    .limit(1);
  return found !== undefined;
}

/** The holder with this tax id, when on file. */
export async function findHolder(db: Database, taxId: string) {
  const [holder] = await db.select().from(holders).where(eq(holders.taxId, taxId)).limit(1);
  return holder;
}

/** The contract's tariff (access fee code), as stored. */
export async function findContractTariff(db: Database, contractId: number): Promise<string | null | undefined> {
  const [contract] = await db.select({ tarifa: contracts.tarifa }).from(contracts).where(eq(contracts.id, contractId));
  return contract?.tarifa;
}

/** Any contract by its codAbonado, whoever holds it (the demo's dev routes only). */
export async function findContractByCodAbonado(db: Database, codAbonado: string): Promise<Contract | undefined> {
  const [contract] = await db.select().from(contracts).where(eq(contracts.codAbonado, codAbonado)).limit(1);
  return contract;
}
