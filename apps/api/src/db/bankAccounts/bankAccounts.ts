import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { bankAccounts } from "../schema";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

// Crockford's base 32: no I, L, O, U, so a reference read aloud or retyped is not misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A mandate reference (SEPA: at most 35 characters, A–Z, 0–9 and '-'): the brand's prefix
 * and 16 random characters (80 bits), so one customer's reference tells nothing of another's
 * and none can be guessed to download someone's mandate. */
export function newMandateReference(): string {
  return `LGI-${[...randomBytes(16)].map((byte) => ALPHABET[byte % 32]).join("")}`;
}

/** The contract's accounts, the current one (no `replacedAt`) first, then newest first. */
export async function listBankAccounts(db: Database, contractId: number): Promise<BankAccountRow[]> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.contractId, contractId))
    .orderBy(desc(bankAccounts.signedAt), desc(bankAccounts.id))
    .limit(200);
  return [...rows.filter((row) => !row.replacedAt), ...rows.filter((row) => row.replacedAt)];
}

export async function findMandate(db: Database, contractId: number, reference: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.contractId, contractId), eq(bankAccounts.mandateReference, reference)))
    .limit(1);
  return row;
}

export interface NewBankAccount {
  contractId: number;
  iban: string;
  holderName: string;
  userId: number | null;
  acceptedIp: string | null;
  acceptedUserAgent: string | null;
}

/** Makes `account` the contract's current one, in one transaction: the previous account is
 * marked replaced now (the partial unique index keeps one current account per contract). */
export async function replaceBankAccount(db: Database, account: NewBankAccount, now: Date): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(bankAccounts)
      .set({ replacedAt: now })
      .where(and(eq(bankAccounts.contractId, account.contractId), isNull(bankAccounts.replacedAt)));
    const [row] = await tx
      .insert(bankAccounts)
      .values({ ...account, mandateReference: newMandateReference(), signedAt: now })
      .returning();
    return row as BankAccountRow;
  });
}
