import { hasForbiddenPasswordChars, hashPassword, meetsPasswordPolicy, NO_PASSWORD, passwordClassCount, verifyPassword } from "./passwords";

describe("password hashes", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("Demo2026!");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(stored, "Demo2026!")).toBe(true);
    expect(await verifyPassword(stored, "demo2026!")).toBe(false);
  });

  it("never matches an account without a password, a missing account or an unreadable hash", async () => {
    expect(await verifyPassword(NO_PASSWORD, "")).toBe(false);
    expect(await verifyPassword(undefined, "Demo2026!")).toBe(false);
    expect(await verifyPassword("not-a-hash", "Demo2026!")).toBe(false);
  });
});

describe("password policy", () => {
  it("wants 8 characters and 3 of the 4 classes", () => {
    expect(passwordClassCount("Demo2026!")).toBe(4);
    expect(meetsPasswordPolicy("Demo2026!")).toBe(true);
    expect(meetsPasswordPolicy("Demo2026")).toBe(true);
    expect(meetsPasswordPolicy("demo2026")).toBe(false);
    expect(meetsPasswordPolicy("De2!")).toBe(false);
    expect(meetsPasswordPolicy("ÁRBOLes12")).toBe(true);
  });

  it('finds the forbidden characters = _ & ? - / \\ "', () => {
    for (const char of ["=", "_", "&", "?", "-", "/", "\\", '"']) {
      expect(hasForbiddenPasswordChars(`Demo2026${char}`)).toBe(true);
    }
    expect(hasForbiddenPasswordChars("Demo2026!.#")).toBe(false);
  });
});
