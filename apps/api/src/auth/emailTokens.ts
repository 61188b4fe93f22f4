import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailTokens } from "../db/schema";
import { hashToken, newOpaqueToken } from "./tokens";

/*
 * Single-use links sent by e-mail. Only the SHA-256 of a token is stored; a token is good
 * for 24 hours and for one use, and issuing a new one for the same user and purpose
 * retires the older ones, so only the newest link of a kind works.
 *
 * Purposes:
 * - `validation`: the signup and resend mails (`/ov/users/validation?token=`); also
 *   accepted by verifyUserEmail (and checked by validateEmailToken when that page opens),
 *   so the portal's /user-verify-email page works with it;
 * - `password-reset`: the reset-request mail (`/password-change?confirmation=`), spent
 *   by set-password;
 * - `password-link`: the username-recovery mail (`/user-change-password?token=`),
 *   checked by validateEmailToken and spent by updatePassword;
 * - `verify-email`: checked by validateEmailToken and accepted by verifyUserEmail; no flow
 *   of the spec issues it yet;
 * - `email-change` (payload: the new address) and `email-undo` (payload: the old address,
 *   7 days): 'Datos de contacto' (routes/account/contactEmail.ts).
 */

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface EmailTokenOwner {
  userId: number;
  purpose: EmailTokenPurpose;
  payload?: string | null;
}

/** A new link token for the user; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(
  db: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
  { payload = null, ttlMs = EMAIL_TOKEN_TTL_MS }: { payload?: string | null; ttlMs?: number } = {},
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({ tokenHash: hash, userId, purpose, payload, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

function usable(token: string, purposes: readonly EmailTokenPurpose[], now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    inArray(emailTokens.purpose, [...purposes]),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

/** The owner of an unused, unexpired token of one of these purposes, without spending it. */
export async function findEmailToken(
  db: Database,
  token: string,
  purposes: readonly EmailTokenPurpose[],
  now: Date,
): Promise<EmailTokenOwner | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId, purpose: emailTokens.purpose })
    .from(emailTokens)
    .where(usable(token, purposes, now))
    .limit(1);
  return row ?? null;
}

/** Spends the token: one statement marks it used only if it still was usable, so two
 * requests racing with the same link cannot both succeed. */
export async function consumeEmailToken(
  db: Database,
  token: string,
  purposes: readonly EmailTokenPurpose[],
  now: Date,
): Promise<EmailTokenOwner | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purposes, now))
    .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, payload: emailTokens.payload });
  return row ?? null;
}
