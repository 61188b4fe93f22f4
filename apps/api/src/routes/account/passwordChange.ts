import { consumeEmailToken, type EmailTokenPurpose } from "../../auth/emailTokens";
import { hasForbiddenPasswordChars, hashPassword, meetsPasswordPolicy } from "../../auth/passwords";
import { endUserSessions, forgetSessions } from "../../auth/sessions";
import { retirePasswordLinks } from "../../db/accounts/passwordLinks";
import { setPasswordHash } from "../../db/accounts/userWrites";
import type { Database } from "../../db/client";
import { confirmationInvalid, forbiddenPasswordChars, weakPassword } from "./messages";

/** 465 for a forbidden character, else 400 with 176 for a password outside the policy. */
export function checkNewPassword(password: string): void {
  if (hasForbiddenPasswordChars(password)) throw forbiddenPasswordChars();
  if (!meetsPasswordPolicy(password)) throw weakPassword();
}

/** Stores a new password hash and ends the account's sessions but `keepSession` (refresh and
 * access tokens alike). A reset (`reset`) comes from an e-mail link: the account's other
 * password links stop working too, and it counts as validated, since the link proved the
 * address is theirs. Returns the ended sessions, for forgetSessions once committed. */
async function storePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  { now, reset, keepSession }: { now: Date; reset: boolean; keepSession?: number },
): Promise<number[]> {
  await setPasswordHash(db, userId, passwordHash, reset ? now : undefined);
  const ended = await endUserSessions(db, userId, now, keepSession);
  if (!reset) return ended;
  await retirePasswordLinks(db, userId, now);
  return ended;
}

/** The signed-in user's change: every other session of the account ends. */
export async function changeStoredPassword(
  db: Database,
  userId: number,
  password: string,
  { keepSession, now }: { keepSession: number; now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const ended = await db.transaction((tx) =>
    storePassword(tx as unknown as Database, userId, passwordHash, { now, reset: false, keepSession }),
  );
  forgetSessions(db, ended);
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
  const ended = await db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx as unknown as Database, token, purposes, now);
    if (!owner) throw invalid();
    return storePassword(tx as unknown as Database, owner.userId, passwordHash, { now, reset: true });
  });
  forgetSessions(db, ended);
}
