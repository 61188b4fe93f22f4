import type { ContractCorrespondence, Notices, PostalAddress, PreferenceLanguage } from "@oficina-virtual/api-contract";
import { eq, inArray } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { asMailLanguage } from "../../mail/languages";
import { type ContractRow, callerContracts } from "../../scope";
import type { Database } from "../client";
import { contractPreferences, contracts, users } from "../schema";

/*
 * 'Preferencias': per contract (paper or e-mail invoices, the postal address) and per user
 * (the language of e-mails and documents, the notices wanted). A contract without a row is
 * on paper, to its supply address.
 */

type PreferenceRow = typeof contractPreferences.$inferSelect;

/** The supply address as a postal address: where paper goes until another is given. */
export function supplyPostalAddress(contract: ContractRow): PostalAddress {
  return {
    street: contract.calle,
    number: [contract.numDomicilio, contract.extension].filter(Boolean).join(" "),
    postalCode: contract.codPostal,
    town: contract.ciudad,
    province: contract.provincia,
  };
}

function correspondenceOf(contract: ContractRow, row: PreferenceRow | undefined): ContractCorrespondence {
  const custom = Boolean(row?.postalStreet && row.postalCode);
  return {
    contractCode: contract.codAbonado,
    line: contract.line,
    cups: contract.cups,
    paperless: row?.paperless ?? false,
    custom,
    postalAddress:
      custom && row
        ? {
            street: row.postalStreet ?? "",
            number: row.postalNumber ?? "",
            postalCode: row.postalCode ?? "",
            town: row.postalTown ?? "",
            province: row.postalProvince ?? "",
          }
        : supplyPostalAddress(contract),
  };
}

/** Each contract's paper or e-mail choice and postal address, in the contracts' order. */
export async function listCorrespondence(db: Database, contracts: ContractRow[]): Promise<ContractCorrespondence[]> {
  if (contracts.length === 0) return [];
  const rows = await db
    .select()
    .from(contractPreferences)
    .where(
      inArray(
        contractPreferences.contractId,
        contracts.map((contract) => contract.id),
      ),
    );
  const byContract = new Map(rows.map((row) => [row.contractId, row]));
  return contracts.map((contract) => correspondenceOf(contract, byContract.get(contract.id)));
}

export async function findCorrespondence(db: Database, contract: ContractRow): Promise<ContractCorrespondence> {
  const [row] = await db.select().from(contractPreferences).where(eq(contractPreferences.contractId, contract.id)).limit(1);
  return correspondenceOf(contract, row);
}

type PreferenceChange = Partial<Omit<PreferenceRow, "contractId" | "updatedAt">>;

async function upsert(db: Database, contractId: number, change: PreferenceChange, now: Date): Promise<void> {
  await db
    .insert(contractPreferences)
    .values({ contractId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: contractPreferences.contractId, set: { ...change, updatedAt: now } });
}

export const setPaperless = (db: Database, contractId: number, paperless: boolean, now: Date) => upsert(db, contractId, { paperless }, now);

export const setPostalAddress = (db: Database, contractId: number, a: PostalAddress, now: Date) =>
  upsert(
    db,
    contractId,
    { postalStreet: a.street, postalNumber: a.number, postalCode: a.postalCode, postalTown: a.town, postalProvince: a.province },
    now,
  );

export interface UserPreferences {
  language: PreferenceLanguage;
  notices: Notices;
}

const userColumns = {
  language: users.language,
  newInvoice: users.notifyNewInvoice,
  costAlert: users.notifyCostAlert,
  requestUpdates: users.notifyRequestUpdates,
};

/** The user's language (one of ours, Spanish for anything else) and notices; null for no user. */
export async function findUserPreferences(db: Database, userId: number): Promise<UserPreferences | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { language, ...notices } = row;
  return { language: asMailLanguage(language), notices };
}

export async function setUserPreferences(
  db: Database,
  userId: number,
  change: { language?: PreferenceLanguage; notices?: Partial<Notices> },
): Promise<void> {
  const set = {
    ...(change.language ? { language: change.language } : {}),
    ...(change.notices?.newInvoice === undefined ? {} : { notifyNewInvoice: change.notices.newInvoice }),
    ...(change.notices?.costAlert === undefined ? {} : { notifyCostAlert: change.notices.costAlert }),
    ...(change.notices?.requestUpdates === undefined ? {} : { notifyRequestUpdates: change.notices.requestUpdates }),
  };
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
}

/** The caller's own contracts (at most 500), in codAbonado order; none for an administrator,
 * whose communities' invoices are not theirs to redirect. */
export async function ownContracts(db: Database, caller: Caller): Promise<ContractRow[]> {
  if (caller.role !== "customer") return [];
  return db.select().from(contracts).where(callerContracts(db, caller)).orderBy(contracts.codAbonado).limit(500);
}
