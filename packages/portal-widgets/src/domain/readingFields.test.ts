import { readingFieldIds, readingFieldLabel, readingFields, validateReading } from "./readingFields";

const SIX = [
  "P1", "P2", "P3", "P4", "P5", "P6",
  "EnergiaReactivaP1", "EnergiaReactivaP2", "EnergiaReactivaP3", "EnergiaReactivaP4", "EnergiaReactivaP5", "EnergiaReactivaP6",
  "PotenciaMaximaP1", "PotenciaMaximaP2", "PotenciaMaximaP3", "PotenciaMaximaP4", "PotenciaMaximaP5", "PotenciaMaximaP6",
];

describe("readingFieldIds", () => {
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
    expect(readingFieldIds({ line: "Electricidad", accessFee })).toEqual(expected);
  });

  it("ignores the case and spaces of the fee", () => {
    expect(readingFieldIds({ line: "Electricidad", accessFee: " 2.0 dha " })).toEqual(["Punta", "Valle"]);
  });

  it.each([[3.1], ["3.4"], ["RL.1"], ["RL.2"], [null], ["2.0A"]])("gas fee %s asks for Consumo", (accessFee) => {
    expect(readingFieldIds({ line: "Gas", accessFee })).toEqual(["Consumo"]);
    expect(readingFieldIds({ line: "GAS", accessFee })).toEqual(["Consumo"]);
  });

  it("reads an unknown line as electricity", () => {
    expect(readingFieldIds({ line: undefined, accessFee: "2.0A" })).toEqual(["EnergiaActivaTotal"]);
  });
});

describe("readingFields labels", () => {
  it("labels every field in Spanish", () => {
    expect(readingFields({ line: "electricidad", accessFee: "2.0DHS" })).toEqual([
      { id: "Punta", label: "Punta" },
      { id: "Llano", label: "Llano" },
      { id: "Valle", label: "Valle" },
    ]);
    expect(readingFieldLabel("EnergiaActivaTotal")).toBe("Energía Activa Total");
    expect(readingFieldLabel("P3")).toBe("Energía Activa P3");
    expect(readingFieldLabel("EnergiaReactivaP2")).toBe("Energía Reactiva P2");
    expect(readingFieldLabel("PotenciaMaximaP6")).toBe("Potencia Máxima P6");
    expect(readingFieldLabel("Consumo")).toBe("Consumo");
  });
});

describe("validateReading", () => {
  it.each([["1"], ["1234"], ["0,5"], ["12,345"], ["12,3"], [" 7 "]])("accepts %s", (value) => {
    expect(validateReading("Consumo", value)).toBeNull();
  });

  it.each([["1.234"], ["1.234,5"], ["12,3456"], ["12,"], [",5"], ["-3"], ["abc"], ["1e3"], ["1 234"], ["12.5"]])(
    "rejects %s with the numeric message",
    (value) => {
      expect(validateReading("Consumo", value)).toBe(
        "El campo Consumo sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles",
      );
    },
  );

  it.each([["0"], ["0,000"], ["00"]])("rejects %s with the greater-than-zero message", (value) => {
    expect(validateReading("Punta", value)).toBe("El campo Punta debe de ser mayor que cero (0)");
  });

  it("accepts a value just above zero", () => {
    expect(validateReading("Punta", "0,001")).toBeNull();
  });

  it("requires a value", () => {
    expect(validateReading("Energía Activa P1", "")).toBe("El campo Energía Activa P1 es obligatorio.");
    expect(validateReading("Energía Activa P1", undefined)).toBe("El campo Energía Activa P1 es obligatorio.");
  });
});
