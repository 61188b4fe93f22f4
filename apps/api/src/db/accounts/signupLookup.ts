import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { adminContracts, contracts, holders } from "../schema";
import { findByEmail, hasPassword, normalizeTaxId, samePhone, type User } from "./users";

/*
 * Who may sign up, and with which contracts (signup step 2 and the signup itself apply
 * the same rules, so step 2 never promises what step 3 refuses):
 * - a customer: the holder with that tax id, whose phone on file is the one given, and who
 *   has contracts. A holder without a phone on file cannot sign up by themselves. The phone
 *   is therefore required from customers: the lookup's query schema answers 400 without
 *   one and the signup 464 (SIGNUP_REQUIRED_FIELDS), never a misleading "no contract";
 * - an administrator: an administrator account the retailer registered with that e-mail
 *   (a users row of role admin without a password, NO_PASSWORD) that has linked
 *   contracts. An administrator who already has a password has signed up already.
 */

export interface FoundCups {
  line: "Electricidad" | "Gas";
  cups: string;
}

export type AdminLookup = { kind: "pending"; user: User; cups: FoundCups[] } | { kind: "registered" } | { kind: "none" };

/** One entry per CUPS and line, in line then CUPS order. */
function distinct(rows: FoundCups[]): FoundCups[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.line}|${row.cups}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type Holder = typeof holders.$inferSelect;

/** The holder with this tax id and phone, and its CUPS; undefined when there is no such
 * holder, the phone does not match, or the holder has no contracts. A wrong tax id and a
 * wrong phone look the same to the caller. */
export async function customerSignupHolder(
  db: Database,
  taxId: string,
  phone: string | undefined,
): Promise<{ holder: Holder; cups: FoundCups[] } | undefined> {
  const [holder] = await db
    .select()
    .from(holders)
    .where(eq(holders.taxId, normalizeTaxId(taxId)))
    .limit(1);
  if (!holder || !samePhone(holder.phone, phone)) return undefined;
  const cups = await holderCups(db, holder.taxId);
  return cups.length === 0 ? undefined : { holder, cups };
}

async function holderCups(db: Database, taxId: string): Promise<FoundCups[]> {
  const rows = await db
    .select({ line: contracts.line, cups: contracts.cups })
    .from(contracts)
    .where(eq(contracts.holderTaxId, taxId))
    .orderBy(asc(contracts.line), asc(contracts.cups));
  return distinct(rows);
}

export async function adminSignupLookup(db: Database, email: string): Promise<AdminLookup> {
  const accounts = await findByEmail(db, "admin", email);
  if (accounts.length === 0) return { kind: "none" };
  const pending = accounts.find((account) => !hasPassword(account));
  if (!pending) return { kind: "registered" };
  const rows = await db
    .select({ line: contracts.line, cups: contracts.cups })
    .from(contracts)
    .where(
      inArray(
        contracts.id,
        db.select({ id: adminContracts.contractId }).from(adminContracts).where(eq(adminContracts.adminUserId, pending.id)),
      ),
    )
    .orderBy(asc(contracts.line), asc(contracts.cups));
  return rows.length === 0 ? { kind: "none" } : { kind: "pending", user: pending, cups: distinct(rows) };
}

/** cupsAsociados.select with the per-line counts. */
export function cupsLookupAnswer(cups: FoundCups[]) {
  return {
    cupsAsociados: { select: cups },
    cupsElectricidad: cups.filter((row) => row.line === "Electricidad").length,
    cupsGas: cups.filter((row) => row.line === "Gas").length,
  };
}
