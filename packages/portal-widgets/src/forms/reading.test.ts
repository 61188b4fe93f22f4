import { fieldErrors } from "./fieldErrors";
import { readingFormSchema } from "./reading";

const NUMERIC = (label: string) =>
  `El campo ${label} sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles`;

describe("readingFormSchema", () => {
  it("has one field per reading of the tariff", () => {
    expect(Object.keys(readingFormSchema({ line: "Electricidad", accessFee: "2.0DHA" }).shape)).toEqual(["Punta", "Valle"]);
    expect(Object.keys(readingFormSchema({ line: "Gas", accessFee: "3.1" }).shape)).toEqual(["Consumo"]);
    expect(Object.keys(readingFormSchema({ line: "Electricidad", accessFee: "6.1TD" }).shape)).toHaveLength(18);
  });

  it("accepts valid readings and trims them", () => {
    expect(readingFormSchema({ line: "Electricidad", accessFee: "2.0DHA" }).parse({ Punta: " 123 ", Valle: "7" })).toEqual({
      Punta: "123",
      Valle: "7",
    });
    // Gas meters show decimals of a cubic metre.
    expect(readingFormSchema({ line: "Gas", accessFee: "RL1" }).parse({ Consumo: " 123,5 " })).toEqual({ Consumo: "123,5" });
  });

  it("refuses decimals on an electricity energy register, keeping the field's message", () => {
    expect(fieldErrors(readingFormSchema({ line: "Electricidad", accessFee: "2.0DHA" }).safeParse({ Punta: "123,5", Valle: "7" }))).toEqual(
      {
        Punta: "El campo Punta se escribe en kWh enteros: tu contador no marca decimales. Revisa el número que has escrito.",
      },
    );
  });

  it("requires every field", () => {
    expect(fieldErrors(readingFormSchema({ line: "Electricidad", accessFee: "2.0A" }).safeParse({}))).toEqual({
      EnergiaActivaTotal: "El campo Energía Activa Total es obligatorio.",
    });
  });

  it("applies the numeric rule with the field label", () => {
    const schema = readingFormSchema({ line: "Electricidad", accessFee: "3.0TD" });
    const values = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, "1"]));
    expect(fieldErrors(schema.safeParse({ ...values, EnergiaReactivaP2: "1.000", PotenciaMaximaP6: "1,2345" }))).toEqual({
      EnergiaReactivaP2: NUMERIC("Energía Reactiva P2"),
      PotenciaMaximaP6: NUMERIC("Potencia Máxima P6"),
    });
  });

  it("requires a value greater than zero", () => {
    expect(fieldErrors(readingFormSchema({ line: "Gas", accessFee: null }).safeParse({ Consumo: "0,000" }))).toEqual({
      Consumo: "El campo Consumo debe de ser mayor que cero (0)",
    });
  });
});
