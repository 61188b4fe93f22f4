import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { emailTokens, users } from "../schema";

/** The new address of the user's e-mail change still waiting for its link, if any. */
export async function pendingEmail(db: Database, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ payload: emailTokens.payload })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, "email-change"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.expiresAt))
    .limit(1);
  return row?.payload ?? null;
}

/** Whether another account (of either role) already uses the address. */
export async function emailUsedByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setUserEmail(db: Database, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

export async function setUserPhone(db: Database, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** The user's unused links of one purpose stop working. */
export async function retireEmailTokens(db: Database, userId: number, purpose: "email-change" | "email-undo", now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
