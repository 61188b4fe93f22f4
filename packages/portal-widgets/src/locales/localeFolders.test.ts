import { readdirSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "./available";

// One rule for every language: locales/<locale>/<area>.ts and <locale>/labels/<area>.ts, put
// together by <locale>/index.ts (a translation's index.ts and labels/index.ts only re-export
// its areas: the module is the catalogue). Spanish alone splits some areas into parts (the login form's, the frame's,
// the validation error page's link), so a page gets only the texts it shows; its
// labels/index.ts holds the first-load labels and the label areas' types.
const SPANISH_PARTS = ["accountLogin.ts", "homeFrame.ts", "fieldsLogin.ts", "validationLogin.ts", "loginValidationLink.ts"];

const files = (locale: string, folder = "") =>
  readdirSync(join(import.meta.dirname, locale, folder))
    .filter((name) => name.endsWith(".ts") && !name.includes(".test.") && !SPANISH_PARTS.includes(name))
    .sort();

describe.each(LOCALES.filter((locale) => locale !== "es-ES"))("the %s folder", (locale) => {
  it("has a file for each area of es-ES's, and no other", () => {
    expect(files(locale)).toEqual(files("es-ES"));
    expect(files(locale, "labels")).toEqual(files("es-ES", "labels"));
  });
});
