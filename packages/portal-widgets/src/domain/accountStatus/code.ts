/** A status or code as the account calls report it: a number, its string, or none. */
export type Code = number | string | null | undefined;

export const sameCode = (code: Code, expected: number) => code !== null && code !== undefined && String(code) === String(expected);

/** A detail code the catalogue `codes` knows, or undefined (the status text then applies). */
export function codeText(codes: Record<string, string>, code: Code): string | undefined {
  return code !== null && code !== undefined && Object.hasOwn(codes, String(code)) ? codes[String(code)] : undefined;
}
