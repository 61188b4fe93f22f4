import type { Database } from "../db/client";
import { startSession } from "./sessions";
import { type Caller, signAccessToken } from "./tokens";

/** For tests that sign their own access tokens: each gets a session of its own, open, as a
 * login would make it (a token without one is refused). */
export async function signTestToken(db: Database, caller: Caller, secret: string, minutes = 15): Promise<string> {
  const { sessionId } = await startSession(db, caller.userId, new Date(Date.now() + 86_400_000));
  return signAccessToken({ ...caller, sessionId }, secret, minutes);
}
