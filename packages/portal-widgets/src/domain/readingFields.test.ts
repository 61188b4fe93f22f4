import { readingFieldIds, readingFieldLabel, readingFields, validateReading } from "./readingFields";

describe("readingFieldIds", () => {
  // The table itself is tested in @oficina-virtual/api-contract (readingFields.test.ts).
  it("asks for the contract's fields, in display order", () => {
    expect(readingFieldIds({ line: "Electricidad", accessFee: "2.0DHS" })).toEqual(["Punta", "Llano", "Valle"]);
    expect(readingFieldIds({ line: "gas", accessFee: "RL.1" })).toEqual(["Consumo"]);
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
