import {
  cifControl,
  cupsControlLetters,
  nifControlLetter,
  taxIdTypeOf,
  validateCif,
  validateCups,
  validateNie,
  validateNif,
  validateTaxId,
} from "./identity";

// Independent reference with BigInt, to cross-check the digit-by-digit modulo.
function referenceCupsLetters(digits: string): string {
  const letters = "TRWAGMYFPDXBNJZSQVHLCKE";
  const n = Number(BigInt(digits) % 529n);
  return `${letters[Math.floor(n / 23)]}${letters[n % 23]}`;
}

describe("cupsControlLetters", () => {
  it("matches the published example ES1234123456789012JY", () => {
    expect(cupsControlLetters("1234123456789012")).toBe("JY");
  });

  it.each([
    ["0021000000000000", "RC"],
    ["0031405498584001", "XE"],
    ["0000000000000000", "TT"],
    ["9999999999999999", "SA"],
  ])("%s → %s", (digits, letters) => {
    expect(cupsControlLetters(digits)).toBe(letters);
    expect(referenceCupsLetters(digits)).toBe(letters);
  });

  it("agrees with a BigInt computation on many numbers", () => {
    for (let i = 0; i < 200; i += 1) {
      const digits = String(BigInt(i) * 48_112_959_837_082_048n + 7n)
        .padStart(16, "0")
        .slice(-16);
      expect(cupsControlLetters(digits)).toBe(referenceCupsLetters(digits));
    }
  });

  it("throws on anything but 16 digits", () => {
    expect(() => cupsControlLetters("123")).toThrow();
    expect(() => cupsControlLetters("12341234567890AB")).toThrow();
  });
});

describe("validateCups", () => {
  it.each([
    ["ES1234123456789012JY"],
    ["ES1234123456789012JY1F"],
    ["ES0021000000000000RC0F"],
    ["es 0031 4054 9858 4001 xe"],
    ["ES-1234-123456789012-JY"],
  ])("accepts %s", (code) => {
    expect(validateCups(code)).toBeNull();
  });

  it.each([["ES1234123456789012XY"], ["ES0021000000000000AA"], ["ES1234123456789012XY1F"]])(
    "rejects wrong control letters in %s",
    (code) => {
      expect(validateCups(code)).toBe("Las letras de control del CUPS no son correctas.");
    },
  );

  it.each([
    ["GB1234123456789012JY"],
    ["ES12341234567890JY"],
    ["ES1234123456789012JY1T"],
    ["ES1234123456789012JYXF"],
    ["ES12X4123456789012JY"],
    [""],
    [null],
  ])("rejects the format of %s", (code) => {
    expect(validateCups(code)).toBe("El CUPS no tiene un formato válido.");
  });
});

describe("validateNif", () => {
  it.each([["12345678Z"], ["87654321X"], ["00000000T"], ["12345678-z"], [" 12.345.678 Z "], ["K1234567L"]])("accepts %s", (nif) => {
    expect(validateNif(nif)).toBeNull();
  });

  it.each([["12345678A"], ["00000000R"], ["K1234567T"]])("rejects the letter of %s", (nif) => {
    expect(validateNif(nif)).toBe("La letra de control del NIF no es correcta.");
  });

  it.each([["1234567Z"], ["123456789"], ["X2482300W"], ["B12345674"], [""], [undefined]])("rejects the format of %s", (nif) => {
    expect(validateNif(nif)).toBe("El NIF no tiene un formato válido.");
  });

  it("computes the letter", () => {
    expect(nifControlLetter("12345678")).toBe("Z");
    expect(nifControlLetter("87654321")).toBe("X");
  });
});

describe("validateNie", () => {
  it.each([["X2482300W"], ["x-2482300w"], ["X1234567L"], ["Y1234567X"], ["Z1234567R"]])("accepts %s", (nie) => {
    expect(validateNie(nie)).toBeNull();
  });

  it("rejects a wrong letter", () => {
    expect(validateNie("X2482300A")).toBe("La letra de control del NIE no es correcta.");
  });

  it.each([["X2482300"], ["A2482300W"], ["12345678Z"]])("rejects the format of %s", (nie) => {
    expect(validateNie(nie)).toBe("El NIE no tiene un formato válido.");
  });
});

describe("validateCif", () => {
  it.each([["B12345674"], ["A13585625"], ["J99216582"], ["P2807900B"], ["Q2826000H"], ["b-1234567-4"]])("accepts %s", (cif) => {
    expect(validateCif(cif)).toBeNull();
  });

  it("accepts either form for types without a fixed control", () => {
    expect(cifControl("9921658")).toEqual({ digit: "2", letter: "B" });
    expect(validateCif("J9921658B")).toBeNull();
    expect(validateCif("J99216582")).toBeNull();
  });

  it("enforces a letter for P, Q, R, S, N, W and a digit for A, B, E, H", () => {
    expect(validateCif("P28079002")).toBe("El carácter de control del CIF no es correcto.");
    expect(validateCif("B1234567D")).toBe("El carácter de control del CIF no es correcto.");
  });

  it.each([["B12345675"], ["J99216583"], ["Q2826000A"]])("rejects the control of %s", (cif) => {
    expect(validateCif(cif)).toBe("El carácter de control del CIF no es correcto.");
  });

  it.each([["O1234567L"], ["M1234567L"], ["B1234567"], ["B123456745"], ["12345678Z"], [""]])("rejects the format of %s", (cif) => {
    expect(validateCif(cif)).toBe("El CIF no tiene un formato válido.");
  });

  it("computes the control", () => {
    expect(cifControl("1234567")).toEqual({ digit: "4", letter: "D" });
    expect(() => cifControl("12")).toThrow();
  });
});

describe("validateTaxId", () => {
  it("dispatches on the document type, any case", () => {
    expect(validateTaxId("NIF", "12345678Z")).toBeNull();
    expect(validateTaxId("nie", "X2482300W")).toBeNull();
    expect(validateTaxId("Cif", "B12345674")).toBeNull();
    expect(validateTaxId("nif", "B12345674")).toBe("El NIF no tiene un formato válido.");
  });

  it("rejects an unknown type", () => {
    expect(validateTaxId("pasaporte", "X")).toBe("El tipo de documento no es válido.");
    expect(validateTaxId(undefined, "12345678Z")).toBe("El tipo de documento no es válido.");
  });
});

describe("taxIdTypeOf", () => {
  it("names a tax id by its shape", () => {
    expect(taxIdTypeOf("12345678Z")).toBe("nif");
    expect(taxIdTypeOf("X1234567L")).toBe("nie");
    expect(taxIdTypeOf("B87654321")).toBe("cif");
    expect(taxIdTypeOf("H-1234567J")).toBe("cif");
    expect(taxIdTypeOf("")).toBeNull();
  });
});
