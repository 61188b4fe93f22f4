import { esES, type Messages } from "../locales/es-ES";
import { identityMessages } from "../locales/es-ES/identity";
import { textsOf } from "../locales/texts";

const texts = (messages: Messages) => textsOf(messages, identityMessages);

/** Control letters of the DNI/NIF/NIE (index = number mod 23), also used by the CUPS. */
const CONTROL_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** Spaces, dots and hyphens are typing aids, not part of a code. */
function compact(value: string | null | undefined): string {
  return (value ?? "").replace(/[\s.-]/g, "").toUpperCase();
}

/** `digits` (any length) mod `divisor`, without losing precision past 2^53. */
function modulo(digits: string, divisor: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

const CUPS = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/;

/**
 * The two control letters of a CUPS for its 16 digits (distributor + supply
 * point): n = digits mod 529, letters = L[n div 23] + L[n mod 23].
 * cupsControlLetters('1234123456789012') → 'JY'. Throws on anything but 16 digits.
 */
export function cupsControlLetters(digits16: string): string {
  if (!/^\d{16}$/.test(digits16)) throw new Error(`cupsControlLetters expects 16 digits, got '${digits16}'`);
  const n = modulo(digits16, 529);
  return `${CONTROL_LETTERS[Math.floor(n / 23)]}${CONTROL_LETTERS[n % 23]}`;
}

/**
 * Spanish CUPS: 'ES' + 16 digits + 2 control letters, optionally followed by a
 * border point (a digit and one of F, P, R, C, X, Y, Z: '0F'). Spaces and hyphens
 * are ignored, case too. Returns the problem in Spanish, or null when valid.
 */
export function validateCups(code: string | null | undefined, messages: Messages = esES): string | null {
  const match = CUPS.exec(compact(code));
  if (!match) return texts(messages).cupsFormat;
  return cupsControlLetters(match[1] as string) === match[2] ? null : texts(messages).cupsControl;
}

const DNI = /^(\d{8})([A-Z])$/;
const KLM = /^([KLM])(\d{7})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;

/** NIF control letter for its number (the 8 digits, or the 7 of a K/L/M or NIE with the prefix digit). */
export function nifControlLetter(digits: string): string {
  return CONTROL_LETTERS[modulo(digits, 23)] as string;
}

/**
 * NIF of a person: 8 digits + letter (12345678Z), or K/L/M + 7 digits + letter.
 * Returns the problem in Spanish, or null when valid.
 */
export function validateNif(value: string | null | undefined, messages: Messages = esES): string | null {
  const text = compact(value);
  const dni = DNI.exec(text);
  if (dni) return nifControlLetter(dni[1] as string) === dni[2] ? null : texts(messages).nifControl;
  const klm = KLM.exec(text);
  if (klm) return nifControlLetter(klm[2] as string) === klm[3] ? null : texts(messages).nifControl;
  return texts(messages).nifFormat;
}

/** NIE of a foreigner: X/Y/Z (read as 0/1/2) + 7 digits + letter (X2482300W). */
export function validateNie(value: string | null | undefined, messages: Messages = esES): string | null {
  const nie = NIE.exec(compact(value));
  if (!nie) return texts(messages).nieFormat;
  const digits = `${"XYZ".indexOf(nie[1] as string)}${nie[2]}`;
  return nifControlLetter(digits) === nie[3] ? null : texts(messages).nieControl;
}

const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CIF_LETTERS = "JABCDEFGHI";
/** Organisation types whose control is always a letter, and always a digit; the rest accept both. */
const CIF_LETTER_ONLY = "NPQRSW";
const CIF_DIGIT_ONLY = "ABEH";

/**
 * Control digit of a CIF's 7 digits (Luhn-like: odd positions doubled and their
 * digits summed, even positions added); the letter form is 'JABCDEFGHI'[digit].
 */
export function cifControl(digits7: string): { digit: string; letter: string } {
  if (!/^\d{7}$/.test(digits7)) throw new Error(`cifControl expects 7 digits, got '${digits7}'`);
  let sum = 0;
  [...digits7].forEach((char, index) => {
    const n = Number(char);
    if (index % 2 === 1) sum += n;
    else sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  const digit = (10 - (sum % 10)) % 10;
  return { digit: String(digit), letter: CIF_LETTERS[digit] as string };
}

/** CIF of an organisation: type letter + 7 digits + control (B12345674, Q2826000H). */
export function validateCif(value: string | null | undefined, messages: Messages = esES): string | null {
  const cif = CIF.exec(compact(value));
  if (!cif) return texts(messages).cifFormat;
  const [, type, digits, given] = cif as unknown as [string, string, string, string];
  const { digit, letter } = cifControl(digits);
  const accepted = CIF_LETTER_ONLY.includes(type) ? [letter] : CIF_DIGIT_ONLY.includes(type) ? [digit] : [digit, letter];
  return accepted.includes(given) ? null : texts(messages).cifControl;
}

export type TaxIdType = "nif" | "nie" | "cif";

/** Which document a tax id is, by its shape: a NIE starts with X, Y or Z, a person's NIF with a
 * digit (or K, L, M), a company's or community's CIF with another letter; null when unclear. */
export function taxIdTypeOf(value: string | null | undefined): TaxIdType | null {
  const text = (value ?? "").trim().toUpperCase();
  if (/^[XYZ]\d{7}[A-Z]$/.test(text)) return "nie";
  if (/^(\d{8}|[KLM]\d{7})[A-Z]$/.test(text)) return "nif";
  if (/^[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J]$/.test(text)) return "cif";
  return null;
}

/** Validates `value` as the document type chosen in the form ('NIF', 'nie', …). */
export function validateTaxId(type: string | null | undefined, value: string | null | undefined, messages: Messages = esES): string | null {
  switch ((type ?? "").trim().toLowerCase()) {
    case "nif":
      return validateNif(value, messages);
    case "nie":
      return validateNie(value, messages);
    case "cif":
      return validateCif(value, messages);
    default:
      return texts(messages).unknownType;
  }
}
