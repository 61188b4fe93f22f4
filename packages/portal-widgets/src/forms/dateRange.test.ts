import { dateRangeFormSchema } from "./dateRange";
import { fieldErrors } from "./fieldErrors";

const today = "2025-06-15";
const errors = (values: Record<string, unknown>, variant: Parameters<typeof dateRangeFormSchema>[0]["variant"] = "invoices12Months") =>
  fieldErrors(dateRangeFormSchema({ variant, today }).safeParse(values));

describe("dateRangeFormSchema", () => {
  it("accepts a valid range", () => {
    expect(errors({ desde: "01-01-2025", hasta: "15-06-2025" })).toEqual({});
  });

  it("requires both dates in DD-MM-YYYY", () => {
    expect(errors({})).toEqual({ desde: "El campo Desde es obligatorio.", hasta: "El campo Hasta es obligatorio." });
    expect(errors({ desde: "2025-01-01", hasta: "1-2-2025" })).toEqual({
      desde: "El campo Desde es obligatorio.",
      hasta: "El campo Hasta es obligatorio.",
    });
  });

  it("requires Hasta after Desde", () => {
    expect(errors({ desde: "02-02-2025", hasta: "01-02-2025" })).toEqual({
      hasta: "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.",
    });
  });

  it("refuses a future Hasta", () => {
    expect(errors({ desde: "02-02-2025", hasta: "16-06-2025" })).toEqual({
      hasta: "La fecha de fin de la consulta no puede ser posterior a hoy.",
    });
  });

  it.each([
    ["invoices12Months", "14-06-2024", "Sólo es posible realizar una consulta en un rango de 12 meses."],
    ["telemetry12Months", "14-06-2024", "Sólo es posible realizar una consulta en un rango de 12 meses."],
    ["admin1Year", "14-06-2024", "Sólo es posible realizar una consulta en el rango de 1 año."],
    ["electricityAllInvoices1Month", "14-05-2025", "Sólo es posible realizar una consulta en el rango de 1 mes."],
  ] as const)("%s: Desde %s is out of range", (variant, desde, message) => {
    expect(errors({ desde, hasta: "15-06-2025" }, variant)).toEqual({ desde: message });
  });

  it.each([
    ["invoices12Months", "15-06-2024"],
    ["telemetry12Months", "15-06-2024"],
    ["admin1Year", "15-06-2024"],
    ["electricityAllInvoices1Month", "15-05-2025"],
  ] as const)("%s: Desde %s is the earliest allowed", (variant, desde) => {
    expect(errors({ desde, hasta: "15-06-2025" }, variant)).toEqual({});
  });

  it("returns the values unchanged", () => {
    expect(dateRangeFormSchema({ variant: "telemetry12Months", today }).parse({ desde: "08-06-2025", hasta: "14-06-2025" })).toEqual({
      desde: "08-06-2025",
      hasta: "14-06-2025",
    });
  });
});
