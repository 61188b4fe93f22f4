import { readingLabel } from "./readings";

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
