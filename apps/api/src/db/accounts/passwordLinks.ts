import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { emailTokens } from "../schema";

/** Whether the user has an unused, unexpired password link. */
export async function hasLivePasswordLink(db: Database, userId: number, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ hash: emailTokens.tokenHash })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, "password-link"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/** The user's unused password-reset and password links stop working. */
export async function retirePasswordLinks(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, ["password-reset", "password-link"]), isNull(emailTokens.usedAt)),
    );
}
