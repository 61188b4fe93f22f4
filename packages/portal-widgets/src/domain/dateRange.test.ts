import { esES } from "../locales/es-ES";
import { withOverrides } from "../locales/overrides";
import {
  type DateRangeVariant,
  EARLIEST_INVOICE_DATE,
  lastSevenDaysEndingYesterday,
  parseInputDate,
  toApiDate,
  toDmyDate,
  validateDateRange,
} from "./dateRange";

const today = "2025-06-15";

describe("parseInputDate", () => {
  it("parses DD-MM-YYYY to local midnight", () => {
    expect(parseInputDate("05-03-2024")).toEqual(new Date(2024, 2, 5));
    expect(parseInputDate("29-02-2024")).toEqual(new Date(2024, 1, 29));
  });

  it.each([
    ["2024-03-05"],
    ["5-3-2024"],
    ["05/03/2024"],
    ["31-04-2024"],
    ["29-02-2023"],
    ["00-01-2024"],
    ["05-13-2024"],
    [" 05-03-2024"],
    [""],
    [null],
    [undefined],
  ])("rejects %s", (input) => {
    expect(parseInputDate(input)).toBeNull();
  });
});

describe("validateDateRange", () => {
  const run = (desde: string | undefined, hasta: string | undefined, variant: DateRangeVariant = "invoices12Months") =>
    validateDateRange({ desde, hasta, variant, today });

  it("accepts a valid range", () => {
    expect(run("01-01-2025", "15-06-2025")).toEqual({});
  });

  it("requires both dates", () => {
    expect(run(undefined, undefined)).toEqual({
      desde: "El campo Desde es obligatorio.",
      hasta: "El campo Hasta es obligatorio.",
    });
    expect(run("", "01-02-2025")).toEqual({ desde: "El campo Desde es obligatorio." });
    expect(run("01-02-2025", "")).toEqual({ hasta: "El campo Hasta es obligatorio." });
  });

  it("treats a bad format as missing", () => {
    expect(run("2025-01-01", "31-02-2025")).toEqual({
      desde: "El campo Desde es obligatorio.",
      hasta: "El campo Hasta es obligatorio.",
    });
  });

  it("requires Hasta strictly after Desde", () => {
    expect(run("10-03-2025", "09-03-2025")).toEqual({
      hasta: "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.",
    });
    expect(run("10-03-2025", "10-03-2025")).toEqual({
      hasta: "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.",
    });
    expect(run("10-03-2025", "11-03-2025")).toEqual({});
  });

  it("refuses a Hasta after today and accepts today", () => {
    expect(run("01-06-2025", "16-06-2025")).toEqual({ hasta: "La fecha de fin de la consulta no puede ser posterior a hoy." });
    expect(run("01-06-2025", "15-06-2025")).toEqual({});
  });

  it("takes today from a Date too", () => {
    expect(
      validateDateRange({ desde: "01-06-2025", hasta: "16-06-2025", variant: "invoices12Months", today: new Date(2025, 5, 16, 8) }),
    ).toEqual({});
  });

  it("limits invoices to 12 months, same day allowed", () => {
    expect(run("15-06-2024", "15-06-2025")).toEqual({});
    expect(run("14-06-2024", "15-06-2025")).toEqual({ desde: "Sólo es posible realizar una consulta en un rango de 12 meses." });
  });

  it("limits electricity all-invoices to 1 month with its own message", () => {
    expect(run("15-05-2025", "15-06-2025", "electricityAllInvoices1Month")).toEqual({});
    expect(run("14-05-2025", "15-06-2025", "electricityAllInvoices1Month")).toEqual({
      desde: "Sólo es posible realizar una consulta en el rango de 1 mes.",
    });
  });

  it("limits the administrator screen to 1 year with its own message", () => {
    expect(run("15-06-2024", "15-06-2025", "admin1Year")).toEqual({});
    expect(run("14-06-2024", "15-06-2025", "admin1Year")).toEqual({
      desde: "Sólo es posible realizar una consulta en el rango de 1 año.",
    });
  });

  it("limits telemetry to end minus 12 months", () => {
    expect(run("01-03-2024", "01-03-2025", "telemetry12Months")).toEqual({});
    expect(run("29-02-2024", "01-03-2025", "telemetry12Months")).toEqual({
      desde: "Sólo es posible realizar una consulta en un rango de 12 meses.",
    });
  });

  it("refuses invoice starts before 2004-01-01 but not telemetry ones", () => {
    const old = (variant: DateRangeVariant) => validateDateRange({ desde: "31-12-2003", hasta: "15-01-2004", variant, today });
    expect(EARLIEST_INVOICE_DATE).toBe("2004-01-01");
    expect(old("invoices12Months")).toEqual({ desde: "Sólo es posible realizar una consulta en un rango de 12 meses." });
    expect(old("admin1Year")).toEqual({ desde: "Sólo es posible realizar una consulta en el rango de 1 año." });
    expect(old("electricityAllInvoices1Month")).toEqual({ desde: "Sólo es posible realizar una consulta en el rango de 1 mes." });
    expect(old("telemetry12Months")).toEqual({});
    expect(validateDateRange({ desde: "01-01-2004", hasta: "15-01-2004", variant: "invoices12Months", today })).toEqual({});
  });

  it("reports both fields when both fail", () => {
    expect(run("01-01-2020", "16-06-2025")).toEqual({
      desde: "Sólo es posible realizar una consulta en un rango de 12 meses.",
      hasta: "La fecha de fin de la consulta no puede ser posterior a hoy.",
    });
  });

  it("uses overridden messages", () => {
    const messages = withOverrides(esES, { dateRange: { desdeRequired: "Falta Desde" } });
    expect(validateDateRange({ desde: "", hasta: "01-01-2025", variant: "invoices12Months", today }, messages)).toEqual({
      desde: "Falta Desde",
    });
  });
});

describe("toApiDate / toDmyDate", () => {
  it("converts input dates to the API format", () => {
    expect(toApiDate("05-03-2024")).toBe("2024-03-05");
    expect(toApiDate(new Date(2024, 2, 5))).toBe("2024-03-05");
    expect(toApiDate("2024-03-05")).toBe("2024-03-05");
  });

  it("sends '0' for an empty or invalid date", () => {
    expect(toApiDate("")).toBe("0");
    expect(toApiDate(null)).toBe("0");
    expect(toApiDate(undefined)).toBe("0");
    expect(toApiDate("31-02-2024")).toBe("0");
  });

  it("converts to DD-MM-YYYY", () => {
    expect(toDmyDate("2024-03-05")).toBe("05-03-2024");
    expect(toDmyDate(new Date(2024, 2, 5, 23))).toBe("05-03-2024");
    expect(toDmyDate("")).toBe("");
    expect(toDmyDate("nope")).toBe("");
  });
});

describe("lastSevenDaysEndingYesterday", () => {
  it("covers today − 7 to today − 1", () => {
    expect(lastSevenDaysEndingYesterday("2025-06-15")).toEqual({ desde: "08-06-2025", hasta: "14-06-2025" });
  });

  it("crosses month and year boundaries", () => {
    expect(lastSevenDaysEndingYesterday(new Date(2025, 0, 3))).toEqual({ desde: "27-12-2024", hasta: "02-01-2025" });
  });

  it("defaults to the current day", () => {
    const { hasta } = lastSevenDaysEndingYesterday();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(hasta).toBe(toDmyDate(yesterday));
  });
});
