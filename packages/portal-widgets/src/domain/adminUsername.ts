/**
 * Username of a property administrator, derived from the e-mail (part 1 §4).
 * The spec's "@ replaced by a hyphen, or characters outside letters, digits,
 * hyphen and underscore removed" is read as both steps in turn: '@' → '-', then
 * anything but ASCII letters, digits, '-' and '_' is dropped (accents and ñ too,
 * whitespace included). Case is kept.
 * 'fincas.luna@example.com' → 'fincasluna-examplecom'.
 */
export function adminUsernameFromEmail(email: string | null | undefined): string {
  return (email ?? "").replaceAll("@", "-").replace(/[^A-Za-z0-9_-]/g, "");
}
