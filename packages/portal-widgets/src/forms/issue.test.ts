import { fieldErrors } from "./fieldErrors";
import { issueFormSchema } from "./issue";

const userCups = ["ES1234123456789012JY", "ES0021000000000000RC0F"];
const valid = {
  title: "Lectura incorrecta",
  category: "7",
  subcategory: "Lecturas",
  line: "Electricidad",
  cups: "ES1234123456789012JY",
  contractCode: "123456",
  description: "La lectura de marzo no coincide con el contador.",
};
const errors = (changes: Record<string, unknown>) => fieldErrors(issueFormSchema({ userCups }).safeParse({ ...valid, ...changes }));

describe("issueFormSchema", () => {
  it("accepts a valid request", () => {
    expect(errors({})).toEqual({});
  });

  it("reports every required field on an empty form", () => {
    expect(fieldErrors(issueFormSchema({ userCups }).safeParse({}))).toEqual({
      title: "El campo Asunto es obligatorio.",
      category: "El campo Categoría es obligatorio.",
      subcategory: "El campo Sub-Categoría es obligatorio.",
      line: "El campo Línea es obligatorio.",
      cups: "El campo CUPS es obligatorio.",
      contractCode: "El campo Código de contrato es obligatorio.",
      description: "El campo Descripción es obligatorio.",
    });
  });

  it("refuses what the API would: a tab in the subject, a control character anywhere; the description keeps tabs and line breaks", () => {
    expect(errors({ title: "Lectura\tincorrecta" })).toEqual({
      title: "El campo Asunto contiene caracteres no permitidos, como tabuladores o caracteres de control.",
    });
    expect(errors({ description: "Línea 1\r\n\tLínea 2 😀" })).toEqual({});
    expect(errors({ description: "Hola\u0000", subcategory: "Lecturas\uD800" })).toEqual({
      description: "El campo Descripción contiene caracteres no permitidos, como tabuladores o caracteres de control.",
      subcategory: "El campo Sub-Categoría contiene caracteres no permitidos, como tabuladores o caracteres de control.",
    });
  });

  describe("Asunto", () => {
    it("is at most 200 characters", () => {
      expect(errors({ title: "a".repeat(200) })).toEqual({});
      expect(errors({ title: "a".repeat(201) })).toEqual({ title: "El campo Asunto no debe ser mayor a 200 caracteres" });
    });
    it("counts quotes as one character (plain max)", () => {
      expect(errors({ title: `${"a".repeat(198)}""` })).toEqual({});
    });
  });

  it.each([
    ["category", "El campo Categoría es obligatorio."],
    ["subcategory", "El campo Sub-Categoría es obligatorio."],
    ["line", "El campo Línea es obligatorio."],
    ["contractCode", "El campo Código de contrato es obligatorio."],
  ])("%s is required", (field, message) => {
    expect(errors({ [field]: "" })).toEqual({ [field]: message });
    expect(errors({ [field]: " " })).toEqual({ [field]: message });
  });

  describe("CUPS", () => {
    it("is required", () => {
      expect(errors({ cups: "" })).toEqual({ cups: "El campo CUPS es obligatorio." });
    });
    it("is one of the user's CUPS", () => {
      expect(errors({ cups: "ES9999000000000000TT" })).toEqual({ cups: "El CUPS seleccionado debe estar entre los CUPS del usuario" });
      expect(errors({ cups: "ES0021000000000000RC0F" })).toEqual({});
    });
    it("ignores case and spaces when comparing", () => {
      expect(errors({ cups: " es1234 1234 5678 9012 jy " })).toEqual({});
    });
    it("refuses everything when the user has no CUPS", () => {
      expect(fieldErrors(issueFormSchema({ userCups: [] }).safeParse(valid))).toEqual({
        cups: "El CUPS seleccionado debe estar entre los CUPS del usuario",
      });
    });
  });

  describe("Descripción", () => {
    it("is at most 1000 by textarea-count", () => {
      expect(errors({ description: "a".repeat(1000) })).toEqual({});
      expect(errors({ description: "a".repeat(1001) })).toEqual({
        description: "El campo Descripción no debe ser mayor a 1000 caracteres",
      });
    });
    it("counts 6 per double quote and 2 per newline", () => {
      expect(errors({ description: `${"a".repeat(994)}"` })).toEqual({});
      expect(errors({ description: `${"a".repeat(995)}"` })).toEqual({
        description: "El campo Descripción no debe ser mayor a 1000 caracteres",
      });
      expect(errors({ description: `${"a".repeat(999)}\n` })).toEqual({
        description: "El campo Descripción no debe ser mayor a 1000 caracteres",
      });
      expect(errors({ description: `${"a".repeat(998)}\n` })).toEqual({});
    });
  });

  it("keeps the raw text (quotes are encoded when sending)", () => {
    expect(issueFormSchema({ userCups }).parse({ ...valid, title: 'dijo "hola"' }).title).toBe('dijo "hola"');
  });
});
