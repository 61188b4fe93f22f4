import { z } from "zod";
import { esES } from "../locales/es-ES";
import { usernamePolicyCheck } from "./customRules";
import { fieldErrors } from "./fieldErrors";
import { flagField, lowerTrimmed, optionalField, requiredField, textField, upperTrimmed } from "./fields";
import { numericCheck, requiredCheck } from "./rules";

describe("field builders", () => {
  const schema = z.object({
    name: requiredField(esES, "Nombre"),
    phone: optionalField(esES, "Teléfono", [numericCheck(esES, "Teléfono")]),
    admin: flagField(),
  });

  it("reads a missing value as empty and reports it as required", () => {
    expect(fieldErrors(schema.safeParse({}))).toEqual({ name: "El campo Nombre es obligatorio." });
  });

  it("reports a non-string value with the required text", () => {
    expect(fieldErrors(schema.safeParse({ name: 5 }))).toEqual({ name: "El campo Nombre es obligatorio." });
  });

  it("skips the checks of an empty optional field", () => {
    expect(schema.parse({ name: "x", phone: "  " })).toEqual({ name: "x", phone: "  ", admin: false });
    expect(fieldErrors(schema.safeParse({ name: "x", phone: "6a" }))).toEqual({
      phone: "El campo Teléfono sólo puede contener números.",
    });
  });
});

describe("the API's text rule", () => {
  it("every field refuses control characters and broken Unicode; a multiline one keeps tab and line breaks", () => {
    const schema = z.object({
      name: requiredField(esES, "Nombre"),
      phone: optionalField(esES, "Teléfono", []),
      note: requiredField(esES, "Nota", [], { multiline: true }),
    });
    const refused = (field: string) => `El campo ${field} contiene caracteres no permitidos, como tabuladores o caracteres de control.`;
    expect(fieldErrors(schema.safeParse({ name: "Ana\t", phone: "6\u0000", note: "a\tb\nc" }))).toEqual({
      name: refused("Nombre"),
      phone: refused("Teléfono"),
    });
    expect(fieldErrors(schema.safeParse({ name: "Ana 😀", note: "a\u001Bb" }))).toEqual({ note: refused("Nota") });
    expect(fieldErrors(schema.safeParse({ name: "\uDE00", note: "x" }))).toEqual({ name: refused("Nombre") });
  });
});

describe("textField", () => {
  it("reports only the first failing check", () => {
    const schema = z.object({ user: textField([requiredCheck(esES, "Usuario"), usernamePolicyCheck(esES)], "tipo") });
    expect(schema.safeParse({ user: "" }).error?.issues).toHaveLength(1);
    expect(fieldErrors(schema.safeParse({ user: "" }))).toEqual({ user: "El campo Usuario es obligatorio." });
  });

  it("transforms the output only", () => {
    const schema = z.object({
      doc: requiredField(esES, "Doc", [], { transform: upperTrimmed }),
      t: requiredField(esES, "T", [], { transform: lowerTrimmed }),
    });
    expect(schema.parse({ doc: " b12 ", t: " NIF " })).toEqual({ doc: "B12", t: "nif" });
  });

  it("defaults a flag to false", () => {
    expect(flagField().parse(undefined)).toBe(false);
    expect(flagField().parse(true)).toBe(true);
  });
});
