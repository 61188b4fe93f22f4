import { esES } from "../locales/es-ES";
import { withOverrides } from "../locales/overrides";
import { checkExportLimits, EXPORT_LIMITS, exceedsTwelveMonths } from "./exportLimits";

describe("EXPORT_LIMITS", () => {
  it("holds the spec limits", () => {
    expect(EXPORT_LIMITS).toEqual({ excel: 1000, pdf: 200, zip: 200 });
  });
});

describe("exceedsTwelveMonths", () => {
  it.each([
    ["2024-01-15", "2025-01-16", true],
    ["2024-01-15", "2025-01-15", false],
    ["2024-01-15", "2025-02-01", true],
    ["2024-01-15", "2024-12-31", false],
    ["2024-02-29", "2025-02-28", false],
    ["2024-02-29", "2025-03-01", true],
    ["15-01-2024", "16-01-2025", true],
    ["2025-01-16", "2024-01-15", false],
    ["", "2025-01-16", false],
    ["2024-01-15", undefined, false],
  ])("%s..%s → %s", (start, end, expected) => {
    expect(exceedsTwelveMonths(start, end)).toBe(expected);
  });

  it("accepts Date objects", () => {
    expect(exceedsTwelveMonths(new Date(2024, 0, 15), new Date(2025, 0, 16))).toBe(true);
  });
});

describe("checkExportLimits", () => {
  it("allows everything within the limits", () => {
    expect(checkExportLimits({ count: 200 })).toEqual({ excel: true, pdf: true, zip: true, violations: [] });
  });

  it("blocks PDF and ZIP above 200 results", () => {
    expect(checkExportLimits({ count: 201 })).toEqual({
      excel: true,
      pdf: false,
      zip: false,
      violations: ["PDF, ZIP: 200 resultados"],
    });
  });

  it("blocks all three above 1000 results", () => {
    expect(checkExportLimits({ count: 1000 }).excel).toBe(true);
    expect(checkExportLimits({ count: 1001 })).toEqual({
      excel: false,
      pdf: false,
      zip: false,
      violations: ["EXCEL: 1,000 resultados", "PDF, ZIP: 200 resultados"],
    });
  });

  it("blocks all three over a 12-month range", () => {
    expect(checkExportLimits({ count: 5, start: "2024-01-15", end: "2025-01-16", gasRange: true })).toEqual({
      excel: false,
      pdf: false,
      zip: false,
      violations: ["Sólo se permite 1 Año como máximo para las exportaciones."],
    });
  });

  it("applies the range rule by default when both dates are given", () => {
    expect(checkExportLimits({ count: 5, start: "2024-01-15", end: "2025-01-16" }).violations).toEqual([
      "Sólo se permite 1 Año como máximo para las exportaciones.",
    ]);
    expect(checkExportLimits({ count: 5, start: "2024-01-15", end: "2025-01-15" }).violations).toEqual([]);
  });

  it("skips the range rule when gasRange is false", () => {
    expect(checkExportLimits({ count: 5, start: "2020-01-01", end: "2025-01-16", gasRange: false })).toEqual({
      excel: true,
      pdf: true,
      zip: true,
      violations: [],
    });
  });

  it("lists every broken limit together", () => {
    expect(checkExportLimits({ count: 5000, start: "2020-01-01", end: "2025-01-16" }).violations).toEqual([
      "EXCEL: 1,000 resultados",
      "PDF, ZIP: 200 resultados",
      "Sólo se permite 1 Año como máximo para las exportaciones.",
    ]);
  });

  it("takes texts from the given messages", () => {
    const messages = withOverrides(esES, { exportLimits: { pdfZip: "PDF/ZIP: 200" } });
    expect(checkExportLimits({ count: 300 }, messages).violations).toEqual(["PDF/ZIP: 200"]);
  });

  it("treats a non-finite count as 0", () => {
    expect(checkExportLimits({ count: Number.NaN }).violations).toEqual([]);
  });
});
