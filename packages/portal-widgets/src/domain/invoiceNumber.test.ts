import { invoiceFileName, invoiceNumber } from "./invoiceNumber";

describe("invoiceNumber", () => {
  it("prefixes the series", () => {
    expect(invoiceNumber("FE24", "000123")).toBe("FE24000123");
    expect(invoiceNumber("A", 42)).toBe("A42");
  });

  it("does not prefix ENERGIA, in any case", () => {
    expect(invoiceNumber("ENERGIA", "000123")).toBe("000123");
    expect(invoiceNumber("energia", 123)).toBe("123");
    expect(invoiceNumber(" ENERGIA ", 123)).toBe("123");
  });

  it("shows the number alone without a series", () => {
    expect(invoiceNumber("", "9")).toBe("9");
    expect(invoiceNumber(null, "9")).toBe("9");
    expect(invoiceNumber(undefined, 9)).toBe("9");
  });

  it("keeps a series that merely contains ENERGIA", () => {
    expect(invoiceNumber("ENERGIA2", "1")).toBe("ENERGIA21");
  });

  it("returns the series alone when there is no number", () => {
    expect(invoiceNumber("FE24", null)).toBe("FE24");
  });
});

describe("invoiceFileName", () => {
  it("builds Factura-{series}{number}.pdf", () => {
    expect(invoiceFileName("FE24", "000123")).toBe("Factura-FE24000123.pdf");
  });

  it("follows the ENERGIA rule", () => {
    expect(invoiceFileName("ENERGIA", "000123")).toBe("Factura-000123.pdf");
  });
});
