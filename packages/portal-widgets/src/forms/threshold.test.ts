import { fieldErrors } from "./fieldErrors";
import { parseEuros, thresholdFormSchema } from "./threshold";

describe("thresholdFormSchema", () => {
  it.each([
    ["60", 60],
    ["60,5", 60.5],
    ["60,50", 60.5],
    ["60.50", 60.5],
    ["1.234,56", 1234.56],
    [" 75 € ", 75],
  ])("reads %s as %s €", (text, expected) => {
    expect(parseEuros(text.trim())).toBe(expected);
    expect(thresholdFormSchema().parse({ amount: text })).toEqual({ amount: expected });
  });

  it.each([
    ["", "El campo Importe es obligatorio."],
    ["   ", "El campo Importe es obligatorio."],
    ["sesenta", "El campo Importe debe ser un número en euros, con la coma (,) como separador de decimal; por ejemplo 60,00."],
    ["60,555", "El campo Importe debe ser un número en euros, con la coma (,) como separador de decimal; por ejemplo 60,00."],
    ["1.23", null],
    ["0,50", "El importe debe estar entre 1,00 € y 10.000,00 €."],
    ["20000", "El importe debe estar entre 1,00 € y 10.000,00 €."],
  ])("answers %j with a Spanish message", (text, message) => {
    const errors = fieldErrors(thresholdFormSchema().safeParse({ amount: text }));
    expect(errors.amount ?? null).toBe(message);
  });
});
