import { adminUsernameFromEmail } from "./adminUsername";

describe("adminUsernameFromEmail", () => {
  it.each([
    ["fincas.luna@example.com", "fincasluna-examplecom"],
    ["admin_fincas-2@mail.es", "admin_fincas-2-mailes"],
    ["Juan.Pérez+ov@correo.es", "JuanPrezov-correoes"],
    ["  a@b.c ", "a-bc"],
    ["weird@@x", "weird--x"],
    ["", ""],
  ])("%s → %s", (email, expected) => {
    expect(adminUsernameFromEmail(email)).toBe(expected);
  });

  it("handles a missing e-mail", () => {
    expect(adminUsernameFromEmail(undefined)).toBe("");
    expect(adminUsernameFromEmail(null)).toBe("");
  });
});
