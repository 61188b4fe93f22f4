import { loadMessages } from "../locales/load";
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

  it("reads '60.5' as well as '60,5' in English and sends both as the contract's '60,5'", async () => {
    const schema = readingFormSchema({ line: "Gas", accessFee: "RL1" }, await loadMessages("en"), {}, "en");
    expect(schema.parse({ Consumo: "60.5" })).toEqual({ Consumo: "60,5" });
    expect(schema.parse({ Consumo: " 60,5 " })).toEqual({ Consumo: "60,5" });
    // '1,234' may be a thousands group in English: refused, not guessed.
    expect(fieldErrors(schema.safeParse({ Consumo: "1,234" }))).toEqual({
      Consumo:
        "The Consumption field may only contain digits, with a point (.) or a comma (,) before up to 3 decimals; thousands separators are not allowed (write 1234, not 1,234)",
    });
  });

  it("refuses a point in the languages whose decimal is a comma, with their message", async () => {
    expect(fieldErrors(readingFormSchema({ line: "Gas", accessFee: "RL1" }).safeParse({ Consumo: "60.5" }))).toEqual({
      Consumo: NUMERIC("Consumo"),
    });
    const ca = readingFormSchema({ line: "Gas", accessFee: "RL1" }, await loadMessages("ca-ES"), {}, "ca-ES");
    expect(ca.safeParse({ Consumo: "60.5" }).success).toBe(false);
    expect(ca.parse({ Consumo: "60,5" })).toEqual({ Consumo: "60,5" });
  });
});
