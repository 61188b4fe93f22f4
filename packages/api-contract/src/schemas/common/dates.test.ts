import { esDate, fullbillingDate, isoDate } from "./dates";

describe("dates", () => {
  it("YYYY-MM-DD", () => {
    expect(isoDate.parse("2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2025-02-29", "2025-13-01", "2025-2-1", "28-02-2025", "2025-02-28T00:00", "0"]) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("DD-MM-YYYY", () => {
    expect(esDate.parse("28-02-2025")).toBe("28-02-2025");
    for (const bad of ["2025-02-28", "31-04-2025", "1-2-2025", "28/02/2025"]) {
      expect(esDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("fullbilling's empty date is the literal 0", () => {
    expect(fullbillingDate.parse("0")).toBe("0");
    expect(fullbillingDate.parse(0)).toBe("0");
    expect(fullbillingDate.parse("2025-02-28")).toBe("2025-02-28");
    expect(fullbillingDate.safeParse("00").success).toBe(false);
    expect(fullbillingDate.safeParse("28-02-2025").success).toBe(false);
  });
});
