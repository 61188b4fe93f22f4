/** The seed's batched inserts (contracts, holders, users) and the views of a stored contract
 * that the invoice and measure generators take. */
import type { Database } from "../db/client";
import { contracts, holders, users } from "../db/schema";
import { buildContract, type ContractPlan, type SeedContract } from "./contracts";
import type { IsoDate } from "./dates";
import type { InvoiceContract } from "./invoices";
import type { MeasuredContract } from "./measures";
import type { HolderPlan } from "./plans";
import { pricePlansFor } from "./prices";
import { TARIFFS } from "./tariffs";

export interface StoredContract extends SeedContract {
  id: number;
}

/** Inserts contracts in multi-row batches and returns them with their ids, in plan order. */
export async function insertContracts(db: Database, plans: ContractPlan[], today: IsoDate, batch = 500): Promise<StoredContract[]> {
  const built = plans.map((plan) => buildContract(plan, today));
  const stored: StoredContract[] = [];
  for (let i = 0; i < built.length; i += batch) {
    const chunk = built.slice(i, i + batch);
    const ids = await db
      .insert(contracts)
      .values(chunk.map((c) => c.row))
      .returning({ id: contracts.id, codAbonado: contracts.codAbonado });
    const byCode = new Map(ids.map((r) => [r.codAbonado, r.id]));
    for (const c of chunk) stored.push({ ...c, id: byCode.get(c.row.codAbonado) as number });
  }
  return stored;
}

export async function insertHolders(db: Database, plans: HolderPlan[]): Promise<void> {
  if (plans.length > 0) await db.insert(holders).values(plans);
}

export type UserInsert = typeof users.$inferInsert;

/** Inserts users and returns their ids by username. */
export async function insertUsers(db: Database, rows: UserInsert[], batch = 500): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += batch) {
    const inserted = await db
      .insert(users)
      .values(rows.slice(i, i + batch))
      .returning({ id: users.id, username: users.username });
    for (const row of inserted) ids.set(row.username, row.id);
  }
  return ids;
}

export function asInvoiceContract(c: StoredContract, today: IsoDate): InvoiceContract {
  const r = c.row;
  return {
    plans: pricePlansFor(r.codAbonado, c.tariff, today),
    id: c.id,
    codAbonado: r.codAbonado,
    holderTaxId: r.holderTaxId,
    tariff: c.tariff,
    powers: [r.potenciaP1, r.potenciaP2, r.potenciaP3, r.potenciaP4, r.potenciaP5, r.potenciaP6].map((p) => p ?? 0),
    size: sizeOf(c),
    solarKw: c.solarKw,
  };
}

/** The size step the contract was built with (gas volume depends on it). */
function sizeOf(c: StoredContract): number {
  const model = TARIFFS[c.tariff];
  for (let step = 0; step < 4; step++) {
    if (model.line === "Gas" ? model.caudal(step) === c.row.caudal : model.powers(step)[0] === c.row.potenciaP1) return step;
  }
  return 0;
}

export function asMeasuredContract(c: StoredContract): MeasuredContract {
  return {
    id: c.id,
    solarKw: c.solarKw,
    loadFactor: c.plan.loadFactor ?? TARIFFS[c.tariff].loadFactor,
    business: c.tariff !== "2.0TD",
  };
}
