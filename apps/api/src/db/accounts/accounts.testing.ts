/** Test support: the account tables' rows, read and set directly (fixtures and checks). */
import { count, eq, inArray, like } from "drizzle-orm";
import type { Database } from "../client";
import * as schema from "../schema";

export type UserInsert = typeof schema.users.$inferInsert;
type HolderInsert = typeof schema.holders.$inferInsert;
type ContractInsert = typeof schema.contracts.$inferInsert;

/** A holder and its contracts; the contracts' ids. */
export async function insertHolderWithContracts(db: Database, holder: HolderInsert, contracts: ContractInsert[]) {
  await db.insert(schema.holders).values(holder);
  return db.insert(schema.contracts).values(contracts).returning({ id: schema.contracts.id });
}

export async function insertUserRow(db: Database, user: UserInsert) {
  const [row] = await db.insert(schema.users).values(user).returning();
  return row!;
}

export async function linkAdminContracts(db: Database, links: Array<{ adminUserId: number; contractId: number }>) {
  await db.insert(schema.adminContracts).values(links);
}

/** Row counts of the tables the account calls write. */
export async function accountRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = {
    users: schema.users,
    emailTokens: schema.emailTokens,
    refreshTokens: schema.refreshTokens,
    outbox: schema.outbox,
  } as const;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/** Every user's password hash and validation date, by id. */
export function userPasswordStates(db: Database) {
  return db
    .select({ id: schema.users.id, hash: schema.users.passwordHash, validatedAt: schema.users.validatedAt })
    .from(schema.users)
    .orderBy(schema.users.id);
}

export async function userByUsername(db: Database, username: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.username, username));
  return row;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

export async function usersNamed(db: Database, username: string) {
  return db.select().from(schema.users).where(eq(schema.users.username, username));
}

export async function setUserPassword(
  db: Database,
  email: string,
  values: { passwordHash: string; validatedAt: Date | null },
): Promise<void> {
  await db.update(schema.users).set(values).where(eq(schema.users.email, email));
}

export async function clearThrottleCounters(db: Database): Promise<void> {
  await db.delete(schema.throttleCounters);
}

export function throttleCounterRows(db: Database) {
  return db.select().from(schema.throttleCounters);
}

export function throttleCountersStartingWith(db: Database, prefix: string) {
  return db
    .select()
    .from(schema.throttleCounters)
    .where(like(schema.throttleCounters.key, `${prefix}%`));
}

export async function refreshTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function refreshTokenById(db: Database, id: number) {
  const [row] = await db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.id, id));
  return row;
}

export async function setRefreshToken(db: Database, id: number, values: { revokedAt?: Date; expiresAt?: Date }): Promise<void> {
  await db.update(schema.refreshTokens).set(values).where(eq(schema.refreshTokens.id, id));
}

export function rotatedRefreshTokenRows(db: Database) {
  return db.select().from(schema.rotatedRefreshTokens);
}

export function signupCodesOf(db: Database, subject: string) {
  return db.select().from(schema.signupCodes).where(eq(schema.signupCodes.subject, subject));
}

/** The users' ids and usernames, in the order given. */
export function insertUserRows(db: Database, rows: UserInsert[]) {
  return db.insert(schema.users).values(rows).returning({ id: schema.users.id, username: schema.users.username });
}

export interface CallerRow {
  id: number;
  role: "customer" | "admin";
  username: string;
  email: string;
  tax_id: string | null;
}

/** What a token names, of every user or of these usernames. */
export function callerRows(db: Database, usernames?: string[]): Promise<CallerRow[]> {
  return db
    .select({
      id: schema.users.id,
      role: schema.users.role,
      username: schema.users.username,
      email: schema.users.email,
      tax_id: schema.users.taxId,
    })
    .from(schema.users)
    .where(usernames === undefined ? undefined : inArray(schema.users.username, usernames));
}
