import { exceedsTwelveMonths, parseSearch, plainText } from "./filters";
import { sliderRange } from "./search";

describe("the 12-month rule", () => {
  it.each([
    ["2025-01-01", "2026-01-01", false],
    ["2025-01-01", "2026-01-02", true],
    ["2025-01-15", "2026-01-15", false],
    ["2025-01-15", "2026-01-16", true],
    ["2024-02-29", "2025-02-28", false],
    ["2024-02-29", "2025-03-01", true],
    ["2025-03-31", "2026-03-31", false],
  ])("%s → %s exceeds: %s", (from, until, exceeds) => {
    expect(exceedsTwelveMonths(from, until)).toBe(exceeds);
  });
});

describe("parseSearch", () => {
  it("reads 0 as no date and ignores dates and page in the default query", () => {
    expect(parseSearch({ startDate: "0", endDate: "0", start: 4 })).toMatchObject({
      filter: { from: undefined, until: undefined },
      isDefault: false,
      page: 4,
    });
    expect(parseSearch({ startDate: "2020-01-01", endDate: "2026-01-01", isDefaultQuery: true, start: 4 })).toMatchObject({
      isDefault: true,
      page: 1,
      filter: { from: undefined },
    });
  });
  it("maps the line flags", () => {
    expect(parseSearch({ findUnicas: true, hasUnicasInvoices: true }).filter.unified).toBe("only");
    expect(parseSearch({ hasUnicasInvoices: true }).filter.unified).toBe("exclude");
    expect(parseSearch({ hasUnicasInvoices: false }).filter.unified).toBeUndefined();
    expect(parseSearch({ line: "gas" }).filter.line).toBe("Gas");
  });
  it("throws the spec's message for more than 12 months, the export one for downloads", () => {
    expect(() => parseSearch({ startDate: "2024-01-01", endDate: "2025-06-01" })).toThrow(
      "Sólo es posible realizar una consulta en un rango de 12 meses.",
    );
    expect(() => parseSearch({ startDate: "2024-01-01", endDate: "2025-06-01" }, { forExport: true })).toThrow(
      "Sólo se permite 1 Año como máximo para las exportaciones.",
    );
  });
});

describe("plainText", () => {
  it("trims, blanks to undefined, rejects what cannot be an id", () => {
    expect(plainText("invoice", "  FE25 000731 ")).toBe("FE25 000731");
    expect(plainText("invoice", "   ")).toBeUndefined();
    expect(plainText("cif", "Ñ-12/3.4_5")).toBe("Ñ-12/3.4_5");
    for (const bad of ["' OR 1=1 --", "<script>", "a;b", "100%"])
      expect(() => plainText("contract", bad)).toThrow("contract: caracteres no permitidos");
  });
});

describe("helpers", () => {
  it("gives slider ranges in whole euros, at least 1 apart, with the fallback", () => {
    expect(sliderRange({ min: -12.4, max: 310.01 })).toEqual([-13, 311]);
    expect(sliderRange({ min: 20, max: 20 })).toEqual([20, 21]);
    expect(sliderRange(null)).toEqual([-10_000, 10_000]);
  });
});
