import { requiredReadingFields } from "./readingFields";

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
