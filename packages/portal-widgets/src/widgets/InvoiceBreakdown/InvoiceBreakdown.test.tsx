import type { InvoiceBreakdown as Breakdown } from "@oficina-virtual/api-contract";
import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { breakdown20TD, breakdownGas, breakdownSelfConsumption, insightHandlers } from "../shared/insights/insights.testing";
import { InvoiceBreakdown } from "./InvoiceBreakdown";

// Typing, dialogs and the chart chunk take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** '1.234,56 €' → 123456 cents, as a customer reads it. */
const cents = (text: string | null) => {
  const match = /^(-?)([\d.]+),(\d{2}) €$/.exec((text ?? "").trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/\./g, "")) * 100 + Number(match[3]));
};

async function shownLines(breakdown: Breakdown) {
  server.use(...insightHandlers(TEST_API, { breakdown }));
  renderWithPortal(<InvoiceBreakdown serieFactura={breakdown.serieFactura} numeroFactura={breakdown.numeroFactura} />);
  const table = await screen.findByRole("table");
  const rows = within(table).getAllByRole("row").slice(1);
  // Each row: the concept with its calculation under it, then the amount.
  return rows.map((row) => {
    const [concept, amount] = [...row.querySelectorAll("th, td")];
    const detail = concept!.querySelector('[data-slot="line-detail"]')?.textContent ?? "";
    return [concept!.textContent!.slice(0, concept!.textContent!.length - detail.length), detail, amount!.textContent] as const;
  });
}

describe("InvoiceBreakdown", () => {
  it("asks for the invoice by series and number, and titles it with the number shown", async () => {
    server.use(...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<InvoiceBreakdown serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    expect(screen.getByRole("heading", { name: "Desglose de la factura FE26000123" })).toBeInTheDocument();
    expect(await screen.findByText("31 días facturados, del 01/01/2026 al 31/01/2026")).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(["/ov/insights/invoices/breakdown?serieFactura=ENERGIA&numeroFactura=FE26000123"]);
  });

  it("shows one line per part of a 2.0TD invoice, with how each was computed", async () => {
    const lines = await shownLines(breakdown20TD);
    expect(lines).toEqual([
      ["Energía P1", "82,4 kWh × 0,182345 €/kWh", "15,03 €"],
      ["Energía P2", "95,1 kWh × 0,121456 €/kWh", "11,55 €"],
      ["Energía P3", "140,3 kWh × 0,078974 €/kWh", "11,08 €"],
      ["Potencia P1", "4,6 kW × 31 días × 0,086999 €/kW·día", "12,41 €"],
      ["Potencia P2", "4,6 kW × 31 días × 0,013646 €/kW·día", "1,95 €"],
      ["Financiación del bono social", "31 días × 0,019121 €/día", "0,59 €"],
      ["Impuesto eléctrico", "5,11269632 % de 52,61 €", "2,69 €"],
      ["Alquiler de contador", "31 días × 0,02663 €/día", "0,83 €"],
      ["IVA", "21 % de 56,13 €", "11,79 €"],
      ["Total", "", "67,92 €"],
    ]);
  });

  it.each([
    ["2.0TD", breakdown20TD],
    ["self-consumption", breakdownSelfConsumption],
    ["gas", breakdownGas],
  ])("shows %s lines that add up exactly to the total shown", async (_, breakdown) => {
    const lines = await shownLines(breakdown);
    const total = lines.at(-1)!;
    expect(total[0]).toBe("Total");
    const sum = lines.slice(0, -1).reduce((acc, line) => acc + cents(line[2]), 0);
    expect(sum).toBe(cents(total[2]));
    expect(cents(total[2])).toBe(breakdown.totalCents);
  });

  it("shows the surplus compensation as a negative line", async () => {
    const lines = await shownLines(breakdownSelfConsumption);
    expect(lines).toContainEqual(["Compensación de excedentes", "60,2 kWh vertidos × 0,06 €/kWh", "-3,61 €"]);
  });

  it("names the gas terms", async () => {
    const lines = await shownLines(breakdownGas);
    expect(lines.map((line) => line[0])).toEqual([
      "Término fijo",
      "Término variable",
      "Impuesto de hidrocarburos",
      "Alquiler de contador",
      "IVA",
      "Total",
    ]);
  });

  it("says so when the figures cannot be read", async () => {
    server.use(...insightHandlers(TEST_API, { breakdown: "error" }));
    renderWithPortal(<InvoiceBreakdown serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos podido calcular estos importes. Inténtalo más tarde.");
  });
});
