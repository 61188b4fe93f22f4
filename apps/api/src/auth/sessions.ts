import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { refreshTokens, rotatedRefreshTokens } from "../db/schema";
import { hashToken, newOpaqueToken } from "./tokens";

/*
 * A session is one login: a refresh_tokens row, whose id every access token of that login
 * carries (`sid`). Ending the row (logout, a password change or reset) ends the access token
 * at once, instead of when it expires.
 *
 * Every authenticated request asks whether its session is still open. The answer "open" is
 * kept for OPEN_TRUST_MS by each process: the API is latency sensitive and one query per
 * request for this would double the cost of the lightest calls. On the replica that ended a
 * session it is refused at once (it forgets its answer); with Redis (REDIS_URL) the others are
 * told through a channel (sessionBroadcast.ts) and forget theirs as the message arrives;
 * without Redis, or if a message is lost, a session ended on another replica still works
 * there for at most OPEN_TRUST_MS. "Ended" is kept for good: a session never reopens.
 */

/** How long an "open" answer is trusted. */
export const OPEN_TRUST_MS = 1000;
const CACHE_MAX = 20_000;

interface Known {
  /** The session's user and whether it is open; null when there is no such session. */
  answer: Promise<{ userId: number; open: boolean } | null>;
  checkedAtMs: number;
  /** Set once the answer is "ended" or "no such session", which nothing changes back. */
  final?: boolean;
}
const known = new WeakMap<Database, Map<number, Known>>();

function cacheOf(db: Database): Map<number, Known> {
  let cache = known.get(db);
  if (!cache) known.set(db, (cache = new Map()));
  return cache;
}

/** A monotonic clock: the app's injected clock is frozen in tests and may be moved back. */
const monotonicMs = () => performance.now();

/** Starts a session for a login: the refresh token to hand out and the session id for the
 * access token (only the refresh token's hash is stored). */
export async function startSession(
  db: Database,
  userId: number,
  expiresAt: Date,
  now = new Date(),
  origin: { address: string | null; userAgent: string | null } = { address: null, userAgent: null },
): Promise<{ refreshToken: string; sessionId: number }> {
  const refresh = newOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({ tokenHash: refresh.hash, userId, expiresAt, lastActiveAt: now, startedAt: now, ...origin })
    .returning({ id: refreshTokens.id });
  return { refreshToken: refresh.token, sessionId: row!.id };
}

/** Whether the session is open and belongs to this user. */
export async function sessionIsOpen(db: Database, sessionId: number, userId: number): Promise<boolean> {
  const cache = cacheOf(db);
  const now = monotonicMs();
  let entry = cache.get(sessionId);
  if (!entry || (!entry.final && now - entry.checkedAtMs > OPEN_TRUST_MS)) {
    // Concurrent requests of one session share one query.
    const fresh: Known = { answer: readSession(db, sessionId), checkedAtMs: now };
    fresh.answer.then(
      (session) => (fresh.final = !session?.open),
      () => cache.get(sessionId) === fresh && cache.delete(sessionId),
    );
    cache.delete(sessionId);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as number);
    cache.set(sessionId, (entry = fresh));
  }
  const session = await entry.answer;
  return session !== null && session.open && session.userId === userId;
}

async function readSession(db: Database, sessionId: number): Promise<{ userId: number; open: boolean } | null> {
  const statement = prepared(db, "session", (name) =>
    db
      .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, sql.placeholder("id")))
      .prepare(name),
  );
  const [row] = await statement.execute({ id: sessionId });
  return row ? { userId: row.userId, open: row.revokedAt === null } : null;
}

/** Logout: ends the session of a refresh token (only the owner's when `userId` is given).
 * The token may be one the session already rotated away from: a tab that logs out with it
 * still ends the session (auth/rotation.ts). */
export async function endSession(db: Database, refreshToken: string, now: Date, userId?: number): Promise<void> {
  const hash = hashToken(refreshToken);
  const rotatedFrom = db
    .select({ id: rotatedRefreshTokens.sessionId })
    .from(rotatedRefreshTokens)
    .where(eq(rotatedRefreshTokens.tokenHash, hash));
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(refreshTokens.tokenHash, hash), inArray(refreshTokens.id, rotatedFrom)),
        isNull(refreshTokens.revokedAt),
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
      ),
    )
    .returning({ id: refreshTokens.id });
  forgetSessions(
    db,
    ended.map((row) => row.id),
  );
}

/**
 * Ends every open session of a user but `keep` (the one changing its password). `tx` may be a
 * transaction of `db`: the ids it returns are forgotten by `forgetSessions(db, ids)` once
 * it commits.
 */
export async function endUserSessions(tx: Database, userId: number, now: Date, keep?: number): Promise<number[]> {
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep === undefined ? undefined : ne(refreshTokens.id, keep)),
    )
    .returning({ id: refreshTokens.id });
  return ended.map((row) => row.id);
}

/** Tells the other replicas that sessions ended (auth/sessionBroadcast.ts, with Redis). */
type SessionEndBroadcast = (sessionIds: readonly number[]) => void;
const broadcasts = new WeakMap<Database, SessionEndBroadcast>();

/** Every forgetSessions on `db` from now on is also sent to the other replicas. */
export function broadcastSessionEnds(db: Database, broadcast: SessionEndBroadcast): void {
  broadcasts.set(db, broadcast);
}

/** This process's answers for these sessions become "ended" at once, and (with Redis) the
 * other replicas' too, as soon as the message reaches them; without it, within OPEN_TRUST_MS. */
export function forgetSessions(db: Database, sessionIds: readonly number[]): void {
  forgetSessionsHere(db, sessionIds);
  if (sessionIds.length > 0) broadcasts.get(db)?.(sessionIds);
}

/** forgetSessions in this process only: what a replica does with another's message. */
export function forgetSessionsHere(db: Database, sessionIds: readonly number[]): void {
  const cache = cacheOf(db);
  for (const id of sessionIds) {
    cache.delete(id);
    cache.set(id, { answer: Promise.resolve(null), checkedAtMs: monotonicMs(), final: true });
  }
}

/** A user's open session as 'Sesiones y actividad' lists it. */
export interface OpenSession {
  id: number;
  userAgent: string | null;
  address: string | null;
  startedAt: Date;
  lastActiveAt: Date;
}

/** The user's sessions not ended nor expired, the most recently used first. (One idle past
 * SESSION_IDLE_MINUTES is listed until its next refresh ends it: closing it is harmless.) */
export async function listOpenSessions(db: Database, userId: number, now: Date): Promise<OpenSession[]> {
  return db
    .select({
      id: refreshTokens.id,
      userAgent: refreshTokens.userAgent,
      address: refreshTokens.address,
      startedAt: refreshTokens.startedAt,
      lastActiveAt: refreshTokens.lastActiveAt,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .orderBy(desc(refreshTokens.lastActiveAt), desc(refreshTokens.id))
    .limit(500);
}

/** Ends one open session of the user; false when there is none with that id for that user
 * (someone else's, ended or unknown: the caller cannot tell which). */
export async function endUserSession(db: Database, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  forgetSessions(
    db,
    ended.map((row) => row.id),
  );
  return ended.length > 0;
}
