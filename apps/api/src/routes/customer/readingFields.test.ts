import { requiredReadingFields } from "./readingFields";
import { readingLabel } from "./readings";

// The library's cases (packages/portal-widgets/src/domain/readingFields.test.ts): the copy
// must answer as the original does.
const SIX = [
  "P1", "P2", "P3", "P4", "P5", "P6",
  "EnergiaReactivaP1", "EnergiaReactivaP2", "EnergiaReactivaP3", "EnergiaReactivaP4", "EnergiaReactivaP5", "EnergiaReactivaP6",
  "PotenciaMaximaP1", "PotenciaMaximaP2", "PotenciaMaximaP3", "PotenciaMaximaP4", "PotenciaMaximaP5", "PotenciaMaximaP6",
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

  it.each(["3", 3, "RL.1", "RL.2", null])("gas fee %s takes Consumo", (accessFee) => {
    expect(requiredReadingFields("Gas", accessFee)).toEqual(["Consumo"]);
    expect(requiredReadingFields("GAS", accessFee)).toEqual(["Consumo"]);
  });
});

describe("readingLabel", () => {
  it("names the fields as the form does", () => {
    expect(readingLabel("EnergiaActivaTotal")).toBe("Energía Activa Total");
    expect(readingLabel("P3")).toBe("Energía Activa P3");
    expect(readingLabel("EnergiaReactivaP2")).toBe("Energía Reactiva P2");
    expect(readingLabel("PotenciaMaximaP6")).toBe("Potencia Máxima P6");
    expect(readingLabel("Llano")).toBe("Llano");
    expect(readingLabel("Consumo")).toBe("Consumo");
  });
});
