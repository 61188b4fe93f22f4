import type { SignupBody } from "@oficina-virtual/api-contract";
import type { Role } from "../../auth/tokens";
import { normalizeTaxId } from "../../db/accounts/users";
import { forbiddenFieldChars, missingFields } from "./messages";

/*
 * The signup checks the server repeats from the form (part 1 §5), with the spec's
 * statuses: 464 for a required field that is absent or blank, 470 for a field with
 * characters the system does not accept. Password characters (465) and policy (400 with
 * 176) are checked by checkNewPassword.
 */

/** Present and not blank, or 464. `telefono` is '0' for administrators. */
export const SIGNUP_REQUIRED_FIELDS = ["username", "password", "nif", "email", "telefono", "firstName", "language"] as const;

/** The required fields of a role: a pre-registered administrator chooses the password on
 * the page of the mailed link, so their signup may leave it out (one sent is ignored). */
export function signupRequiredFields(role: Role): readonly string[] {
  return role === "admin" ? SIGNUP_REQUIRED_FIELDS.filter((field) => field !== "password") : SIGNUP_REQUIRED_FIELDS;
}

/** username-policy: 3 to 30 letters or digits (customers). */
const USERNAME = /^[A-Za-z0-9]{3,30}$/;
/** An administrator's username, derived from the e-mail: letters, digits, '-' and '_'. */
const ADMIN_USERNAME = /^[A-Za-z0-9_-]{1,100}$/;
/** allowedChars: letters, digits, Spanish accents, whitespace and . , ' - */
const NAME = /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ\s.,'-]*$/;
/** document-policy: 8 to 10 letters or digits. */
const DOCUMENT = /^[A-Z0-9]{8,10}$/;

/** A customer's password: the contract lets the body leave it out (the role is in the
 * query), the preHandler's 464 does not; this gives the handler the string it checked. */
export function customerPassword(password: string | undefined): string {
  if (password === undefined) throw missingFields();
  return password;
}

export function checkSignupFields(body: SignupBody, role: Role): void {
  if (!(role === "customer" ? USERNAME : ADMIN_USERNAME).test(body.username.trim())) {
    throw forbiddenFieldChars("Nombre de usuario");
  }
  if (!NAME.test(body.firstName)) throw forbiddenFieldChars("Nombre / Razón Social");
  if (!NAME.test(body.lastName)) throw forbiddenFieldChars("Apellidos");
  if (!DOCUMENT.test(normalizeTaxId(body.nif))) throw forbiddenFieldChars("Número de documento");
  if (body.ownerCif?.trim() && !DOCUMENT.test(normalizeTaxId(body.ownerCif))) throw forbiddenFieldChars("CIF del titular");
  if (body.identification && !DOCUMENT.test(normalizeTaxId(body.identification.idDoc))) {
    throw forbiddenFieldChars("Número de documento");
  }
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite raise it (drizzle may wrap it
 * in a DrizzleQueryError whose cause is the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
