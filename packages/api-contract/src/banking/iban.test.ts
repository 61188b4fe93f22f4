import { cccControlDigits, checkIban, formatIban, maskIban, mod97, normalizeIban, spanishIban } from "./iban";

// Published examples of valid Spanish IBANs (ES91 2100 0418 4502 0005 1332 is the usual one).
const VALID = ["ES9121000418450200051332", "ES7921000813610123456789", "ES6000491500051234567892", "ES1000492352082414205416"];

describe("checkIban", () => {
  it.each(VALID)("accepts the valid Spanish IBAN %s", (iban) => {
    expect(checkIban(iban)).toEqual({ ok: true, iban });
  });

  it("normalises spaces, dashes and lower case", () => {
    expect(normalizeIban(" es91 2100-0418 4502 0005 1332 ")).toBe("ES9121000418450200051332");
    expect(checkIban("es91 2100 0418 4502 0005 1332")).toEqual({ ok: true, iban: "ES9121000418450200051332" });
  });

  it("accepts another SEPA country's IBAN by its own length", () => {
    expect(checkIban("DE89 3704 0044 0532 0130 00")).toEqual({ ok: true, iban: "DE89370400440532013000" });
  });

  it.each([
    ["", "empty", "Introduce el IBAN"],
    ["ES91 2100 0418 4502 0005 133!", "characters", "El IBAN solo puede contener letras y números"],
    ["XX9121000418450200051332", "country", "El IBAN debe empezar por el código de un país de la zona SEPA (ES en España)"],
    ["ES912100041845020005133", "length", "El IBAN debe tener 24 caracteres"],
    ["ES91210004184502000513321", "length", "El IBAN debe tener 24 caracteres"],
    ["ES91210004184502000513A2", "format", "Tras ES, el IBAN solo puede contener números"],
    ["ES9221000418450200051332", "checksum", "Los dígitos de control del IBAN no son correctos"],
    ["ES9121000418450200051323", "checksum", "Los dígitos de control del IBAN no son correctos"],
  ] as const)("refuses %j: %s", (input, failure, message) => {
    expect(checkIban(input)).toEqual({ ok: false, failure, message });
  });

  it("names the length a foreign IBAN must have", () => {
    expect(checkIban("DE8937040044053201300")).toMatchObject({ failure: "length", message: "El IBAN debe tener 22 caracteres" });
  });

  it("refuses an IBAN whose mod 97 is right but whose CCC control digits are wrong", () => {
    // DC 46 instead of 45, IBAN check digits recomputed so that only the CCC check fails.
    const bban = "21000418460200051332";
    const iban = `ES${String(98 - mod97(`${bban}ES00`)).padStart(2, "0")}${bban}`;
    expect(mod97(iban.slice(4) + iban.slice(0, 4))).toBe(1);
    expect(checkIban(iban)).toEqual({
      ok: false,
      failure: "spanishControl",
      message: "Los dígitos de control de la cuenta (DC) no son correctos",
    });
  });
});

describe("cccControlDigits", () => {
  it("computes the DC of known accounts", () => {
    expect(cccControlDigits("21000418", "0200051332")).toBe("45");
    expect(cccControlDigits("21000813", "0123456789")).toBe("61");
  });

  it("writes 10 as 1 and 11 as 0", () => {
    // All zeros: 11 − 0 = 11 → 0.
    expect(cccControlDigits("00000000", "0000000000")).toBe("00");
    // Weighted sum 1 (the account's first digit 1): 11 − 1 = 10 → 1.
    expect(cccControlDigits("00000000", "1000000000")).toBe("01");
  });
});

describe("maskIban and formatIban", () => {
  it("keeps the country and the last four digits only", () => {
    expect(maskIban("ES9121000418450200051332")).toBe("ES** **** **** **** **** 1332");
    expect(maskIban("es91 2100 0418 4502 0005 1332")).toBe("ES** **** **** **** **** 1332");
  });

  it("groups by four as typed", () => {
    expect(formatIban("ES912100")).toBe("ES91 2100");
    expect(formatIban("es91 21000418 4")).toBe("es91 2100 0418 4");
    expect(formatIban("ES91")).toBe("ES91");
  });
});

describe("spanishIban", () => {
  it("rebuilds a known IBAN and makes valid ones", () => {
    expect(spanishIban("21000418", "0200051332")).toBe("ES9121000418450200051332");
    for (const account of ["0000100001", "0000200003", "9999999999"]) {
      expect(checkIban(spanishIban("00491500", account)).ok).toBe(true);
    }
  });
});
