import { and, eq, inArray, isNull } from "drizzle-orm";
import { consumeEmailToken, type EmailTokenPurpose } from "../../auth/emailTokens";
import { hasForbiddenPasswordChars, hashPassword, meetsPasswordPolicy } from "../../auth/passwords";
import type { Database } from "../../db/client";
import { emailTokens, refreshTokens, users } from "../../db/schema";
import { validatedNow } from "./users";
import { confirmationInvalid, forbiddenPasswordChars, weakPassword } from "./messages";

/** 465 for a forbidden character, else 400 with 176 for a password outside the policy. */
export function checkNewPassword(password: string): void {
  if (hasForbiddenPasswordChars(password)) throw forbiddenPasswordChars();
  if (!meetsPasswordPolicy(password)) throw weakPassword();
}

/** Stores a new password hash. With a `now` (a reset), the change comes from an e-mail link: the
 * account's sessions end (refresh tokens revoked), its other password links stop working,
 * and the account counts as validated, since the link proved the address is theirs. */
async function storePassword(db: Database, userId: number, passwordHash: string, now: Date | null): Promise<void> {
  await db
    .update(users)
    .set(now ? { passwordHash, ...validatedNow(now) } : { passwordHash })
    .where(eq(users.id, userId));
  if (!now) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, ["password-reset", "password-link"]),
        isNull(emailTokens.usedAt),
      ),
    );
}

export async function changeStoredPassword(db: Database, userId: number, password: string): Promise<void> {
  await storePassword(db, userId, await hashPassword(password), null);
}

/** Spends an e-mail link token and sets the password of its account, in one transaction:
 * either both happen or neither. A token that is no longer usable throws `invalid`. */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  purposes: readonly EmailTokenPurpose[],
  password: string,
  now: Date,
  invalid: () => Error = () => confirmationInvalid(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx as unknown as Database, token, purposes, now);
    if (!owner) throw invalid();
    await storePassword(tx as unknown as Database, owner.userId, passwordHash, now);
  });
}
