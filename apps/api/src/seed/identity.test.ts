import {
  cifControl,
  cupsControlLetters,
  isValidCif,
  isValidCups,
  isValidNif,
  makeCif,
  makeCups,
  makeNif,
  nifControlLetter,
} from "./identity";

// Independent reference with BigInt, to cross-check the digit-by-digit modulo.
function referenceCupsLetters(digits: string): string {
  const letters = "TRWAGMYFPDXBNJZSQVHLCKE";
  const n = Number(BigInt(digits) % 529n);
  return `${letters[Math.floor(n / 23)]}${letters[n % 23]}`;
}

describe("CUPS", () => {
  it("matches the published example ES1234123456789012JY and the widget library's cases", () => {
    expect(cupsControlLetters("1234123456789012")).toBe("JY");
    expect(cupsControlLetters("0021000000000000")).toBe("RC");
    expect(cupsControlLetters("0031405498584001")).toBe("XE");
    expect(cupsControlLetters("9999999999999999")).toBe("SA");
  });

  it("agrees with a BigInt reference", () => {
    for (let i = 0; i < 200; i++) {
      const digits = String(BigInt(i) * 49_999_999_999_999n + 12_345n)
        .padStart(16, "0")
        .slice(-16);
      expect(cupsControlLetters(digits)).toBe(referenceCupsLetters(digits));
    }
  });

  it("builds and validates codes, with or without a border point", () => {
    const code = makeCups("0021", "000012345678");
    expect(code).toMatch(/^ES0021000012345678[A-Z]{2}$/);
    expect(isValidCups(code)).toBe(true);
    expect(isValidCups(`${code}0F`)).toBe(true);
    expect(isValidCups("ES1234123456789012JX")).toBe(false);
    expect(isValidCups("ES123412345678901JY")).toBe(false);
    expect(() => cupsControlLetters("123")).toThrow();
  });
});

describe("NIF", () => {
  it("computes the control letter (mod 23)", () => {
    expect(nifControlLetter("12345678")).toBe("Z");
    expect(nifControlLetter("87654321")).toBe("X");
    expect(nifControlLetter("00000000")).toBe("T");
    expect(makeNif(1)).toBe("00000001R");
  });

  it("validates DNI and K/L/M forms", () => {
    expect(isValidNif("12345678Z")).toBe(true);
    expect(isValidNif("12345678A")).toBe(false);
    expect(isValidNif("K1234567L")).toBe(true);
    expect(isValidNif("1234567Z")).toBe(false);
  });
});

describe("CIF", () => {
  it("computes the control digit and letter", () => {
    expect(cifControl("1234567")).toEqual({ digit: "4", letter: "D" });
    expect(cifControl("2826000")).toEqual({ digit: "8", letter: "H" });
    expect(() => cifControl("12")).toThrow();
  });

  it("builds and validates by organisation type", () => {
    expect(makeCif("B", "1234567")).toBe("B12345674");
    expect(makeCif("Q", "2826000")).toBe("Q2826000H");
    expect(isValidCif("B12345674")).toBe(true);
    expect(isValidCif("B1234567D")).toBe(false); // B takes a digit only
    expect(isValidCif("Q2826000H")).toBe(true);
    expect(isValidCif("Q28260008")).toBe(false); // Q takes a letter only
    expect(isValidCif("G12345674")).toBe(true); // others take either
    expect(isValidCif("G1234567D")).toBe(true);
    expect(isValidCif(makeCif("H", "2810345"))).toBe(true);
    expect(isValidCif("12345678Z")).toBe(false);
  });
});
