import { adminSearchParams } from "./adminParams";
import { exportFilterParams, type InvoiceFilters, simpleListParams, unicasGasParams, unifiedListParams } from "./searchParams";

const filters: InvoiceFilters = {
  desde: "01-10-2026",
  hasta: "",
  contract: " 100001 ",
  cups: "",
  invoice: "",
  cif: "H28103455",
  minPrice: -5,
  maxPrice: 90,
};

describe("invoice query parameters", () => {
  it("sends dates as YYYY-MM-DD or 0, trims texts and leaves blank ones out", () => {
    expect(simpleListParams({ kind: "filters", filters }, { line: "Electricidad", page: 2, hasUnicas: true })).toEqual({
      startDate: "2026-10-01",
      endDate: "0",
      contract: "100001",
      cups: undefined,
      invoice: undefined,
      cif: "H28103455",
      minPrice: -5,
      maxPrice: 90,
      isDefaultQuery: false,
      start: 2,
      lineRemover: "Gas",
      hasUnicasInvoices: true,
    });
  });

  it("asks the default query with no dates and page 1, whatever the page", () => {
    expect(unifiedListParams({ kind: "default" }, { line: "Gas", page: 4 })).toEqual({
      startDate: "0",
      endDate: "0",
      isDefaultQuery: true,
      start: 1,
      lineRemover: "Electricidad",
      findUnicas: true,
    });
  });

  it("sends the gas screen's unified search without the CIF and with Content-Type", () => {
    const query = unicasGasParams({ kind: "filters", filters }, 3);
    expect(query).not.toHaveProperty("cif");
    expect(query).toMatchObject({ startDate: "2026-10-01", isDefaultQuery: false, start: 3, "Content-Type": "application/json" });
  });

  it("exports the default view with the range of the invoices shown", () => {
    expect(exportFilterParams({ kind: "default" }, { desde: "19-10-2026", hasta: "28-10-2026" })).toEqual({
      startDate: "2026-10-19",
      endDate: "2026-10-28",
    });
    expect(exportFilterParams({ kind: "one", invoice: "FE26000123" }, { desde: "", hasta: "" })).toEqual({
      startDate: "0",
      endDate: "0",
      invoice: "FE26000123",
    });
  });

  it("gives filterfullbilling the line in lower case, and none for 'Todo'", () => {
    expect(adminSearchParams({ kind: "filters", filters }, "Gas", 1)).toMatchObject({ line: "gas", cif: "H28103455", start: 1 });
    expect(adminSearchParams({ kind: "filters", filters }, "Electricidad", 1)).toMatchObject({ line: "electricidad" });
    expect(adminSearchParams({ kind: "default" }, "Todo", 5)).toEqual({
      startDate: "0",
      endDate: "0",
      isDefaultQuery: true,
      start: 1,
      line: undefined,
    });
  });
});
