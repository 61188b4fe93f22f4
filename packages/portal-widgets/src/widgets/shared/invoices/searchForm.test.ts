import { fieldErrors } from "../../../forms/fieldErrors";
import { esES } from "../../../locales/es-ES";
import { EMPTY_SEARCH_FORM, oneInvoiceFormSchema, searchFormSchema } from "./searchForm";

const refused = (field: string) => `El campo ${field} contiene caracteres no permitidos, como tabuladores o caracteres de control.`;

describe("invoice search filters", () => {
  const schema = searchFormSchema({ variant: "invoices12Months", textFields: { cups: "CUPS", contract: "Contrato" } }, esES);
  // The dates have their own tests: only the text filters' messages are compared here.
  const textErrors = (values: object) => {
    const { desde: _desde, hasta: _hasta, ...rest } = fieldErrors(schema.safeParse({ ...EMPTY_SEARCH_FORM, ...values }));
    return rest;
  };

  it("refuses a tab or a control character the API would answer 400 for (allowedChars lets whitespace through)", () => {
    expect(textErrors({ cups: "ES0021\t0000", contract: "100\u000B1" })).toEqual({
      cups: refused("CUPS"),
      contract: refused("Contrato"),
    });
    expect(textErrors({ cups: "ES0021 0000" })).toEqual({});
  });

  it("'Encontrar factura' too", () => {
    expect(fieldErrors(oneInvoiceFormSchema("Número de factura", esES).safeParse({ numero: "E25\t1" }))).toEqual({
      numero: refused("Número de factura"),
    });
  });
});
