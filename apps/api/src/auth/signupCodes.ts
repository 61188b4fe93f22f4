import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { signupCodes } from "../db/schema";

/*
 * Proof of possession at signup: a one-time code sent to the contact the retailer has on
 * file (a holder's e-mail and phone, a pre-registered administrator's e-mail), asked for
 * before the signup lookup shows the contracts and before a user is attached.
 *
 * - 6 digits, good for 10 minutes and one signup; a new code for the same subject retires
 *   the older ones.
 * - 5 tries: every check reserves a try in one conditional UPDATE before comparing (so
 *   parallel guesses cannot exceed it); a right code gives its try back, since the lookup
 *   checks it and the signup then spends it.
 * - Only an HMAC of subject and code is stored, keyed by the server's secret: a copy of the
 *   table does not give the codes (a plain hash of 6 digits would, in a million guesses).
 */

export const SIGNUP_CODE_TTL_MS = 10 * 60_000;
export const SIGNUP_CODE_TRIES = 5;
const CODE = /^\d{6}$/;

/** The subject of a holder's code (its normalised tax id). */
export const holderSubject = (taxId: string) => `holder:${taxId}`;
/** The subject of a pre-registered administrator's code. */
export const adminSubject = (userId: number) => `admin:${userId}`;

function codeHash(secret: string, subject: string, code: string): string {
  return createHmac("sha256", `signup-code:${secret}`).update(`${subject}|${code}`).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function issueSignupCode(db: Database, secret: string, subject: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db
    .update(signupCodes)
    .set({ usedAt: now })
    .where(and(eq(signupCodes.subject, subject), isNull(signupCodes.usedAt)));
  await db.insert(signupCodes).values({
    subject,
    codeHash: codeHash(secret, subject, code),
    expiresAt: new Date(now.getTime() + SIGNUP_CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/** Whether `code` is the subject's live code; `spend` uses it up (the signup). A wrong
 * code costs one of its tries. */
export async function checkSignupCode(
  db: Database,
  secret: string,
  subject: string,
  code: string | undefined,
  now: Date,
  spend = false,
): Promise<boolean> {
  const typed = (code ?? "").trim();
  if (!CODE.test(typed)) return false;
  const reserved = await db
    .update(signupCodes)
    .set({ tries: sql`${signupCodes.tries} + 1` })
    .where(
      and(
        eq(signupCodes.subject, subject),
        isNull(signupCodes.usedAt),
        gt(signupCodes.expiresAt, now),
        lt(signupCodes.tries, SIGNUP_CODE_TRIES),
      ),
    )
    .returning({ id: signupCodes.id, codeHash: signupCodes.codeHash });
  const right = reserved.find((row) => sameHash(row.codeHash, codeHash(secret, subject, typed)));
  if (!right) return false;
  const [kept] = await db
    .update(signupCodes)
    .set({ tries: sql`${signupCodes.tries} - 1`, ...(spend ? { usedAt: now } : {}) })
    .where(and(eq(signupCodes.id, right.id), isNull(signupCodes.usedAt)))
    .returning({ id: signupCodes.id });
  return kept !== undefined;
}
