import { describe, expect, it } from "vitest";
import { checkPostalAddress, POSTAL_MESSAGES } from "./postalAddress";
import { PROVINCES, provinceOfPostalCode } from "./provinces";

const good = { street: "  Calle  Mayor ", number: "12, 3º B", postalCode: "28013", town: "Madrid", province: "" };

describe("checkPostalAddress", () => {
  it("tidies the address and names the province from the postal code", () => {
    expect(checkPostalAddress(good)).toEqual({
      ok: true,
      address: { street: "Calle Mayor", number: "12, 3º B", postalCode: "28013", town: "Madrid", province: "Madrid" },
    });
  });

  it("accepts a province in another official name or spelling, accents and case aside", () => {
    for (const [postalCode, province, printed] of [
      ["01001", "alava", "Araba/Álava"],
      ["17001", "Gerona", "Girona"],
      ["48001", "VIZCAYA", "Bizkaia"],
      ["46001", "València", "Valencia/València"],
    ] as const) {
      const check = checkPostalAddress({ ...good, postalCode, province });
      expect(check, province).toMatchObject({ ok: true, address: { province: printed } });
    }
  });

  it.each([
    [{ street: " " }, "street", POSTAL_MESSAGES.street],
    [{ street: "x".repeat(101) }, "street", POSTAL_MESSAGES.streetLong],
    [{ number: "" }, "number", POSTAL_MESSAGES.number],
    [{ postalCode: "2801" }, "postalCode", POSTAL_MESSAGES.postalCode],
    [{ postalCode: "28O13" }, "postalCode", POSTAL_MESSAGES.postalCode],
    [{ postalCode: "00001" }, "postalCode", POSTAL_MESSAGES.postalPrefix],
    [{ postalCode: "53001" }, "postalCode", POSTAL_MESSAGES.postalPrefix],
    [{ town: "" }, "town", POSTAL_MESSAGES.town],
    [{ province: "Barcelona" }, "province", "El código postal 28013 es de Madrid: revisa la provincia o el código."],
  ])("refuses %j on %s", (change, field, message) => {
    expect(checkPostalAddress({ ...good, ...change })).toMatchObject({ ok: false, field, message });
  });

  it("knows the 52 provinces, 01 to 52", () => {
    expect(Object.keys(PROVINCES)).toHaveLength(52);
    expect(provinceOfPostalCode("52001")).toBe("Melilla");
    expect(provinceOfPostalCode("99001")).toBeNull();
  });
});
