import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { refreshTokens, rotatedRefreshTokens } from "../db/schema";
import { forgetSessions } from "./sessions";
import { hashToken, newOpaqueToken } from "./tokens";

/*
 * Refresh-token rotation with families (OAuth 2.0 Security BCP §4.14.2). A session (one
 * refresh_tokens row, the access tokens' `sid`) is the family: its row holds the hash of the
 * one refresh token that is current; every token it rotated away from goes to
 * rotated_refresh_tokens. Redeeming the current token swaps in a new one in a single UPDATE
 * (compare-and-swap on the hash), so two redemptions of one token cannot both succeed: the
 * second finds the token among the rotated ones. That is reuse, and it ends the session:
 * whoever replays a stolen old token ends it for the customer too, who then logs in again,
 * and the thief's copy is worth nothing. (The portal makes sure its own tabs never redeem
 * one token twice: core/session/tokenRenewal.ts.)
 *
 * Idle: each successful refresh, like the login, counts as activity (last_active_at). The
 * portal only refreshes while its customer is active (or when the customer asked to stay,
 * or a call of theirs needs a fresh token), so a client flag saying "the user was active"
 * would add nothing the server could check: whoever holds the token could send it too. A
 * refresh more than `idleMs` after the last one is refused and ends the session.
 */

export type RotationFailure = "unknown" | "reused" | "revoked" | "expired" | "idle";

export type RotationResult =
  | { ok: true; sessionId: number; userId: number; refreshToken: string }
  | { ok: false; reason: RotationFailure; sessionId?: number };

export async function rotateRefreshToken(db: Database, token: string, now: Date, idleMs: number): Promise<RotationResult> {
  const hash = hashToken(token);
  const next = newOpaqueToken();
  const activeSince = new Date(now.getTime() - idleMs);
  const result = await db.transaction(async (txn): Promise<RotationResult> => {
    const tx = txn as unknown as Database;
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ tokenHash: next.hash, lastActiveAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          gt(refreshTokens.lastActiveAt, activeSince),
        ),
      )
      .returning({ id: refreshTokens.id, userId: refreshTokens.userId });
    if (rotated) {
      await tx.insert(rotatedRefreshTokens).values({ tokenHash: hash, sessionId: rotated.id, rotatedAt: now });
      return { ok: true, sessionId: rotated.id, userId: rotated.userId, refreshToken: next.token };
    }

    // Refused: say why, and end the session where the reason is the session's own.
    const [current] = await tx
      .select({ id: refreshTokens.id, revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    if (current) {
      if (current.revokedAt !== null) return { ok: false, reason: "revoked" };
      const reason = current.expiresAt <= now ? "expired" : "idle";
      await revokeSession(tx, current.id, now);
      return { ok: false, reason, sessionId: current.id };
    }
    const [old] = await tx
      .select({ sessionId: rotatedRefreshTokens.sessionId })
      .from(rotatedRefreshTokens)
      .where(eq(rotatedRefreshTokens.tokenHash, hash));
    if (!old) return { ok: false, reason: "unknown" };
    await revokeSession(tx, old.sessionId, now);
    return { ok: false, reason: "reused", sessionId: old.sessionId };
  });
  // Once committed: this process's "open" answers for the ended session go at once.
  if (!result.ok && result.sessionId !== undefined) forgetSessions(db, [result.sessionId]);
  return result;
}

async function revokeSession(tx: Database, sessionId: number, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Whether `token` is a session's current refresh token, not revoked nor expired: one indexed
 * read, without the rotation's transaction (the refresh throttle asks it for an address
 * that has sent too much junk). */
export async function isCurrentRefreshToken(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
