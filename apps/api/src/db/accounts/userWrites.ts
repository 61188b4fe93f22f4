import { and, eq, ne } from "drizzle-orm";
import { NO_PASSWORD } from "../../auth/passwords";
import type { Database } from "../client";
import { users } from "../schema";
import { type User, validatedNow } from "./users";

/** Stores a new password hash; with `validatedAt` the account also counts as validated
 * then, unless it already was (a reset from an e-mail link proved the address). */
export async function setPasswordHash(db: Database, userId: number, passwordHash: string, validatedAt?: Date): Promise<void> {
  await db
    .update(users)
    .set(validatedAt ? { passwordHash, ...validatedNow(validatedAt) } : { passwordHash })
    .where(eq(users.id, userId));
}

/** The account counts as validated from `now`, unless it already was. */
export async function markUserValidated(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set(validatedNow(now)).where(eq(users.id, userId));
}

/** The new user; throws the database's unique violation when the username is taken. */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<User | undefined> {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

/** Writes a pre-registered administrator's names and phone (and makes them validate again)
 * while the account has no password yet: undefined when another request claimed it first. */
export async function claimAdminProfile(
  db: Database,
  adminId: number,
  profile: { firstName: string; lastName: string; phone: string | null },
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...profile, validatedAt: null })
    .where(and(eq(users.id, adminId), eq(users.passwordHash, NO_PASSWORD)))
    .returning();
  return user;
}

/** The other customer accounts of the same holder (tax id). */
export async function findOtherHolderUsers(db: Database, user: User): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, "customer"), eq(users.taxId, user.taxId ?? ""), ne(users.id, user.id)));
}
