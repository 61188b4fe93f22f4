/**
 * IBAN checks shared by the bank-account form and the server, so both refuse the same
 * input with the same words. ISO 13616: country, two check digits, the national account
 * (BBAN); the whole passes mod 97 = 1. For Spain the BBAN is the old CCC (entidad, oficina,
 * two control digits, account), whose own control digits catch typos the mod 97 lets
 * through only rarely but which banks still verify.
 */

/** Which check an IBAN failed, in the order they are applied. */
export type IbanFailure = "empty" | "characters" | "country" | "length" | "format" | "checksum" | "spanishControl";

export type IbanCheck = { ok: true; iban: string } | { ok: false; failure: IbanFailure; message: string };

/** Lengths of the SEPA countries' IBANs (ISO 13616 registry); a country not listed is refused. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export const IBAN_MESSAGES: Readonly<Record<IbanFailure, string>> = {
  empty: "Introduce el IBAN",
  characters: "El IBAN solo puede contener letras y números",
  country: "El IBAN debe empezar por el código de un país de la zona SEPA (ES en España)",
  length: "El IBAN debe tener 24 caracteres",
  format: "Tras ES, el IBAN solo puede contener números",
  checksum: "Los dígitos de control del IBAN no son correctos",
  spanishControl: "Los dígitos de control de la cuenta (DC) no son correctos",
};

/** The IBAN as stored: no spaces or dashes, upper case ("es91 2100-0418…" → "ES912100…"). */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35), computed in
 * pieces so that no number exceeds the exact integers of a double. */
export function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;

/** One control digit of a CCC: the ten digits weighted 1, 2, 4, 8, 5, 10, 9, 7, 3, 6
 * (the bank and branch are prefixed "00", which leaves them the weights 4 … 6); 11 minus
 * the sum mod 11, with 10 written 1 and 11 written 0. */
export function cccControlDigit(tenDigits: string): number {
  const sum = [...tenDigits].reduce((total, digit, index) => total + Number(digit) * CCC_WEIGHTS[index]!, 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** The two control digits ("DC") of a Spanish account from bank + branch (8 digits) and account (10). */
export function cccControlDigits(bankBranch: string, account: string): string {
  return `${cccControlDigit(`00${bankBranch}`)}${cccControlDigit(account)}`;
}

function fail(failure: IbanFailure): IbanCheck {
  return { ok: false, failure, message: IBAN_MESSAGES[failure] };
}

/** Checks an IBAN as typed and names the first check it fails. */
export function checkIban(value: string): IbanCheck {
  const iban = normalizeIban(value);
  if (iban === "") return fail("empty");
  if (!/^[A-Z0-9]+$/.test(iban)) return fail("characters");
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined || !/^[A-Z]{2}\d{2}/.test(iban)) return fail("country");
  if (iban.length !== expected) {
    return { ok: false, failure: "length", message: `El IBAN debe tener ${expected} caracteres` };
  }
  if (iban.startsWith("ES") && !/^\d+$/.test(iban.slice(2))) return fail("format");
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return fail("checksum");
  if (iban.startsWith("ES") && iban.slice(12, 14) !== cccControlDigits(iban.slice(4, 12), iban.slice(14))) {
    return fail("spanishControl");
  }
  return { ok: true, iban };
}

/** An IBAN for display once it is stored: country, the last four digits, the rest hidden,
 * in groups of four ("ES** **** **** **** **** 1234"). The full IBAN is shown only to
 * whoever just typed it. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return formatIban(`${iban.slice(0, 2)}${"*".repeat(Math.max(0, iban.length - 6))}${iban.slice(-4)}`);
}

/** Groups of four as printed on paper ("ES91 2100 0418 …"); any characters kept as typed. */
export function formatIban(value: string): string {
  return value.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The Spanish IBAN of bank + branch (8 digits) and account (10 digits), with both its
 * control digits computed: for demo data and tests. */
export function spanishIban(bankBranch: string, account: string): string {
  const bban = `${bankBranch}${cccControlDigits(bankBranch, account)}${account}`;
  return `ES${String(98 - mod97(`${bban}ES00`)).padStart(2, "0")}${bban}`;
}
