import { readingFromTyped, requiredReadingFields } from "./readingFields";
import { readingValueSchema } from "./schemas/readings";

// Part 2 §9 and our extension for the fees the spec does not name.
const SIX = [
  "P1",
  "P2",
  "P3",
  "P4",
  "P5",
  "P6",
  "EnergiaReactivaP1",
  "EnergiaReactivaP2",
  "EnergiaReactivaP3",
  "EnergiaReactivaP4",
  "EnergiaReactivaP5",
  "EnergiaReactivaP6",
  "PotenciaMaximaP1",
  "PotenciaMaximaP2",
  "PotenciaMaximaP3",
  "PotenciaMaximaP4",
  "PotenciaMaximaP5",
  "PotenciaMaximaP6",
];

describe("requiredReadingFields", () => {
  it.each([
    ["2.0A", ["EnergiaActivaTotal"]],
    ["2.1A", ["EnergiaActivaTotal"]],
    ["2.0DHA", ["Punta", "Valle"]],
    ["2.1DHA", ["Punta", "Valle"]],
    ["2.0DHS", ["Punta", "Llano", "Valle"]],
    ["2.1DHS", ["Punta", "Llano", "Valle"]],
    ["3.0A", SIX],
    ["3.1A", SIX],
    ["6.1A", SIX],
    [6.1, SIX],
    ["5.5", SIX],
    ["6.1TD", SIX],
    ["6.4TD", SIX],
    ["6.1TDVE", SIX],
    ["3.0TD", SIX],
    ["3.0TDVE", SIX],
    ["2.0TD", ["Punta", "Llano", "Valle"]],
    ["XYZ", ["Punta", "Llano", "Valle"]],
    [null, SIX],
    ["", SIX],
  ])("electricity fee %s", (accessFee, expected) => {
    expect(requiredReadingFields("Electricidad", accessFee)).toEqual(expected);
  });

  it("ignores the case and spaces of the fee", () => {
    expect(requiredReadingFields("Electricidad", " 2.0 dha ")).toEqual(["Punta", "Valle"]);
  });

  it.each([[3.1], ["3.4"], ["RL.1"], ["RL.2"], [null], ["2.0A"]])("gas fee %s asks for Consumo", (accessFee) => {
    expect(requiredReadingFields("Gas", accessFee)).toEqual(["Consumo"]);
    expect(requiredReadingFields("GAS", accessFee)).toEqual(["Consumo"]);
  });

  it("reads an unknown line as electricity", () => {
    expect(requiredReadingFields(undefined, "2.0A")).toEqual(["EnergiaActivaTotal"]);
  });
});

describe("readingFromTyped", () => {
  it("reads a comma decimal in every language, trimmed, as the contract takes it", () => {
    for (const decimalPoint of [false, true]) {
      expect(readingFromTyped(" 60,5 ", decimalPoint)).toBe("60,5");
      expect(readingFromTyped("1234", decimalPoint)).toBe("1234");
    }
  });

  it("reads a point decimal only where the language writes one (English)", () => {
    expect(readingFromTyped("60.5", true)).toBe("60,5");
    expect(readingFromTyped("1234.567", true)).toBe("1234,567");
    // Spanish, Catalan, Basque, Galician: a point groups thousands, refused as the spec does.
    expect(readingFromTyped("60.5", false)).toBeNull();
    expect(readingFromTyped("1.234", false)).toBeNull();
  });

  it("refuses what could be a thousands group where the point is the decimal mark", () => {
    expect(readingFromTyped("1,234", true)).toBeNull();
    expect(readingFromTyped("1,234", false)).toBe("1,234");
    expect(readingFromTyped("1234,567", true)).toBe("1234,567");
  });

  it("refuses anything else: two marks, too many decimals, signs, letters", () => {
    for (const typed of ["1.234,5", "1,234.5", "60.", "60,1234", "-5", "5e3", "", "60 5"]) {
      expect(readingFromTyped(typed, true)).toBeNull();
      expect(readingFromTyped(typed, false)).toBeNull();
    }
  });

  it("gives what the contract's schema accepts", () => {
    expect(readingValueSchema.safeParse(readingFromTyped("60.5", true)).success).toBe(true);
  });
});
