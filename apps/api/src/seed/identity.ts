/**
 * The check algorithms of Spanish identifiers, for the seed: the server must not import
 * the widget library (DESIGN.md), so these few lines are copied from
 * packages/portal-widgets/src/domain/identity.ts (same results, tested against the same
 * published examples).
 */

/** Control letters of the DNI/NIF/NIE (index = number mod 23), also used by the CUPS. */
const CONTROL_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_LETTERS = "JABCDEFGHI";
/** Organisation types whose control is always a letter, and always a digit; the rest accept both. */
const CIF_LETTER_ONLY = "NPQRSW";
const CIF_DIGIT_ONLY = "ABEH";

/** `digits` (any length) mod `divisor`, without losing precision past 2^53. */
function modulo(digits: string, divisor: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** The two control letters of a CUPS for its 16 digits: n = digits mod 529, L[n div 23] + L[n mod 23]. */
export function cupsControlLetters(digits16: string): string {
  if (!/^\d{16}$/.test(digits16)) throw new Error(`cupsControlLetters expects 16 digits, got '${digits16}'`);
  const n = modulo(digits16, 529);
  return `${CONTROL_LETTERS[Math.floor(n / 23)]}${CONTROL_LETTERS[n % 23]}`;
}

/** NIF control letter for its number (8 digits; or 7 of K/L/M; or a NIE with its prefix digit). */
export function nifControlLetter(digits: string): string {
  return CONTROL_LETTERS[modulo(digits, 23)] as string;
}

/** Control of a CIF's 7 digits: odd positions doubled (digits summed), even ones added. */
export function cifControl(digits7: string): { digit: string; letter: string } {
  if (!/^\d{7}$/.test(digits7)) throw new Error(`cifControl expects 7 digits, got '${digits7}'`);
  let sum = 0;
  [...digits7].forEach((char, index) => {
    const n = Number(char);
    sum += index % 2 === 1 ? n : Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  const digit = (10 - (sum % 10)) % 10;
  return { digit: String(digit), letter: CIF_LETTERS[digit] as string };
}

/** 'ES' + 4-digit distributor + 12 digits + the 2 control letters. */
export function makeCups(distributor: string, supplyPoint12: string): string {
  const digits = `${distributor}${supplyPoint12}`;
  return `ES${digits}${cupsControlLetters(digits)}`;
}

/** A DNI-style NIF for a number below 10^8: '12345678' → '12345678Z'. */
export function makeNif(number: number): string {
  const digits = String(number).padStart(8, "0");
  return `${digits}${nifControlLetter(digits)}`;
}

/** A CIF of organisation type `type` ('H': comunidad de propietarios) for 7 digits. */
export function makeCif(type: string, digits7: string): string {
  const { digit, letter } = cifControl(digits7);
  return `${type}${digits7}${CIF_LETTER_ONLY.includes(type) ? letter : digit}`;
}

export function isValidCups(code: string): boolean {
  const match = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/.exec(code);
  return match !== null && cupsControlLetters(match[1] as string) === match[2];
}

export function isValidNif(value: string): boolean {
  const dni = /^(\d{8})([A-Z])$/.exec(value);
  if (dni) return nifControlLetter(dni[1] as string) === dni[2];
  const klm = /^([KLM])(\d{7})([A-Z])$/.exec(value);
  return klm !== null && nifControlLetter(klm[2] as string) === klm[3];
}

export function isValidCif(value: string): boolean {
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!cif) return false;
  const [, type, digits, given] = cif as unknown as [string, string, string, string];
  const { digit, letter } = cifControl(digits);
  const accepted = CIF_LETTER_ONLY.includes(type) ? [letter] : CIF_DIGIT_ONLY.includes(type) ? [digit] : [digit, letter];
  return accepted.includes(given);
}
