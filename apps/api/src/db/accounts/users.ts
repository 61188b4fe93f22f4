import { and, asc, eq, ne, sql } from "drizzle-orm";
import { NO_PASSWORD } from "../../auth/passwords";
import type { Caller, Role } from "../../auth/tokens";
import type { Database } from "../client";
import { users } from "../schema";

/*
 * The account lookups. Customers are found by username, administrators by e-mail (the
 * spec: they "identify themselves by e-mail instead of username"); both without regard
 * to letter case.
 */

export type User = typeof users.$inferSelect;

/** The role of the account flows' `?isAdministradorFinca=` (and the login flag). */
export const roleOf = (isAdministradorFinca: boolean | undefined): Role => (isAdministradorFinca ? "admin" : "customer");

const lower = (value: string) => value.trim().toLowerCase();

/** What the account types to sign in: the username, or an administrator's e-mail. */
export const signInIdentifier = (user: User): string => (user.role === "admin" ? user.email : user.username);

/** Whether the account has been claimed: an administrator the retailer registered has no
 * password until their own signup. */
export const hasPassword = (user: User): boolean => user.passwordHash !== NO_PASSWORD;

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findByUsername(db: Database, role: Role, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), sql`lower(${users.username}) = ${lower(username)}`))
    .limit(1);
  return user;
}

/** Accounts of a role with this e-mail, oldest first (customers may share an address). */
export async function findByEmail(db: Database, role: Role, email: string): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, role), sql`lower(${users.email}) = ${lower(email)}`))
    .orderBy(asc(users.id));
}

/** The account a login, reset or resend names: a customer's username, an administrator's
 * e-mail. */
export async function findByIdentifier(db: Database, role: Role, identifier: string): Promise<User | undefined> {
  if (role === "customer") return findByUsername(db, role, identifier);
  const [first] = await findByEmail(db, role, identifier);
  return first;
}

/** Whether another account of the role already uses this username. */
export async function usernameTaken(db: Database, role: Role, username: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), sql`lower(${users.username}) = ${lower(username)}`, ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export function toCaller(user: User): Caller {
  return { userId: user.id, role: user.role, username: user.username, email: user.email, taxId: user.taxId };
}

/** Tax ids compare upper-case, without spaces or hyphens ("12345678-z" is 12345678Z). */
export const normalizeTaxId = (value: string): string => value.toUpperCase().replace(/[\s-]/g, "");

/** Spanish phone numbers compare by their national digits: "0034 600…", "34600…" and
 * "600…" are the same line. */
export function normalizePhone(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("0034")) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith("34")) return digits.slice(2);
  return digits;
}

/** Whether a phone given by the caller is the one on file; an empty one on file matches
 * nothing. */
export function samePhone(onFile: string | null | undefined, given: string | null | undefined): boolean {
  const expected = normalizePhone(onFile);
  return expected !== "" && expected === normalizePhone(given);
}

/** `set()` of a user validated at `now`, unless they already were. */
export function validatedNow(now: Date) {
  return { validatedAt: sql`coalesce(${users.validatedAt}, ${now.toISOString()}::timestamptz)` };
}
