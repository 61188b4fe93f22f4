import { loadMessages } from "../locales/load";
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

  // English writes '1,234.56': the hint shows '60.00' and a comma groups thousands.
  it.each([
    ["60.00", 60],
    ["60,5", 60.5],
    ["1,234.56", 1234.56],
    ["1,234", 1234],
    ["1.234", null],
    ["1.234,56", null],
  ])("reads %s in English as %s €", (text, expected) => {
    expect(parseEuros(text, "en")).toBe(expected);
  });

  it("answers in English with the English example", async () => {
    const errors = fieldErrors(thresholdFormSchema(await loadMessages("en"), "en").safeParse({ amount: "sixty" }));
    expect(errors.amount).toBe(
      "The Amount field must be a number in euros, with a point (.) as the decimal separator; for example 60.00 or 1,250.00.",
    );
  });
});
