import { idParam, idString } from "./strings";

describe("identifiers", () => {
  it("keep numbers as strings", () => {
    expect(idString().parse(100234)).toBe("100234");
    expect(idString().parse("000731")).toBe("000731");
    expect(idString().safeParse("").success).toBe(false);
  });

  it("are URL-safe in paths and queries", () => {
    expect(idParam.parse("100234")).toBe("100234");
    expect(idParam.parse(42)).toBe("42");
    for (const bad of ["../etc", "a b", "a/b", "", "x".repeat(41)]) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
  });
});
