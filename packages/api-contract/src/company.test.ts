import { checkIban, mod97 } from "./banking/iban";
import { COMPANY } from "./company";

/** The control character of a company's NIF (the old CIF): the digits in odd positions
 * doubled (digits of the product added), those in even positions as they are, 10 minus the
 * units of the sum; letters K, P, Q, S, N, W take it as a letter (J = 0 … A = 1). */
function cifControl(letter: string, digits: string): string {
  let sum = 0;
  [...digits].forEach((char, index) => {
    const n = Number(char);
    sum += index % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  });
  const control = (10 - (sum % 10)) % 10;
  return "KPQSNW".includes(letter) ? "JABCDEFGHI"[control]! : String(control);
}

describe("COMPANY", () => {
  it("has a NIF of the right shape whose control character is correct", () => {
    const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(COMPANY.cif);
    expect(match).not.toBeNull();
    const [, letter, digits, control] = match!;
    expect(cifControl(letter!, digits!)).toBe(control);
  });

  it("has the legal name, an address with a postal code in Madrid and the brand within the name", () => {
    expect(COMPANY.name).toMatch(/, S\.L\.$/);
    expect(COMPANY.address).toMatch(/\b28020 Madrid$/);
    expect(COMPANY.name.startsWith(COMPANY.brand)).toBe(true);
  });

  it("has a SEPA creditor identifier built from its NIF with correct check digits", () => {
    const check = String(98 - mod97(`${COMPANY.cif}ES00`)).padStart(2, "0");
    expect(COMPANY.sepaCreditorId).toBe(`ES${check}000${COMPANY.cif}`);
    expect(COMPANY.sepaCreditorId).toBe("ES82000B87654323");
  });

  it("has a transfer account whose IBAN passes every check (mod 97 and the CCC digits)", () => {
    expect(checkIban(COMPANY.transferIban)).toEqual({ ok: true, iban: COMPANY.transferIban });
  });
});
