import { hash, verify } from "@node-rs/argon2";

/*
 * Password hashing (argon2id, @node-rs/argon2's default algorithm, with its default cost:
 * 19 MiB, 2 passes, 1 lane) and the spec's password policy (part 1 §5).
 */

/** `users.password_hash` of an account that has no password yet: an administrator the
 * retailer registered (with linked contracts) who has not signed up. Nobody can log in
 * with it; the administrator signup sets the password. */
export const NO_PASSWORD = "";

/** Characters a password must not contain: the first reading of the spec (the one the
 * portal's forms apply). A password with any of them answers 465. */
export const PASSWORD_FORBIDDEN_CHARS = '=_&?-/\\"';

/** The "special" class of the policy. */
export const PASSWORD_SPECIAL_CHARS = "!@#$%^*.";

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGE =
  "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, " +
  '1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "';

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** Hashes the throwaway password ahead of the first unknown username, so that one is not
 * slower than the rest (it would pay a hash on top of the verify). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash("timing-equaliser-not-a-password");
  return dummyHash;
}

/** True when `password` matches `storedHash`. An account without a password, or a hash
 * that cannot be read, never matches. When there is no account at all (`storedHash`
 * undefined) a throwaway hash is verified anyway, so a wrong username takes as long as a
 * wrong password and the answer time does not tell which usernames exist. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || storedHash === NO_PASSWORD) {
    await verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export function hasForbiddenPasswordChars(password: string): boolean {
  return [...PASSWORD_FORBIDDEN_CHARS].some((char) => password.includes(char));
}

/** How many of upper case, lower case, digit and special (!@#$%^*.) the password has. */
export function passwordClassCount(password: string): number {
  return [/\p{Lu}/u, /\p{Ll}/u, /[0-9]/, /[!@#$%^*.]/].filter((pattern) => pattern.test(password)).length;
}

/** At least 8 characters and 3 of the 4 classes (forbidden characters are checked apart,
 * because they have their own answer, 465). */
export function meetsPasswordPolicy(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && passwordClassCount(password) >= 3;
}
