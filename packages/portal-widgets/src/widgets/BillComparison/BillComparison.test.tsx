import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { comparisonNone, comparisonPrevious, comparisonSeasonChange, insightHandlers } from "../shared/insights/insights.testing";
import { BillComparison } from "./BillComparison";

// Typing, dialogs and the chart chunk take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** '+8,10 €' / '-1,66 €' at the end of a sentence → signed cents. */
const sentenceCents = (text: string) => {
  const match = /([+-]?)([\d.]+),(\d{2}) €$/.exec(text);
  if (!match) throw new Error(`No amount in: ${text}`);
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]!.replace(/\./g, "")) * 100 + Number(match[3]));
};
const causes = () => screen.getAllByRole("listitem").map((item) => item.textContent!.replace(/^[▲▼•]/, ""));

describe("BillComparison", () => {
  it("explains the difference in plain Spanish, the contributions adding up to it exactly", async () => {
    server.use(...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    expect(screen.getByRole("heading", { name: "Comparación con la factura anterior" })).toBeInTheDocument();
    expect(await screen.findByText("Esta factura es de 67,92 €: 8,12 € más que la otra (59,80 €).")).toBeInTheDocument();
    expect(causes()).toEqual([
      "Esta factura tiene 3 días más: +2,21 €",
      "Has consumido 22 kWh más: +2,86 €",
      "Has repartido tu consumo de otra forma entre los periodos: +3,14 €",
      "El precio de la energía en llano ha bajado: -1,50 €",
      "Los impuestos (impuesto eléctrico, de hidrocarburos e IVA) han cambiado: +1,41 €",
    ]);
    const sum = causes().reduce((total, sentence) => total + sentenceCents(sentence), 0);
    expect(sum).toBe(6792 - 5980);
    expect(sum).toBe(comparisonPrevious.differenceCents);
    expect(requests.map((r) => r.url)).toEqual([
      "/ov/insights/invoices/comparison?serieFactura=ENERGIA&numeroFactura=FE26000123&against=previous",
    ]);
  });

  it("draws the waterfall once its chart module has loaded", async () => {
    server.use(...insightHandlers(TEST_API));
    const { container } = renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    await waitFor(() => expect(container.querySelector('[data-slot="waterfall"] svg')).not.toBeNull(), { timeout: 10_000 });
    // The chart is hidden from screen readers: the sentences carry the same figures.
    expect(container.querySelector('[data-slot="waterfall"]')).toHaveAttribute("aria-hidden", "true");
  });

  it("compares with the same month a year earlier from the switch", async () => {
    server.use(...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    await screen.findByText(/8,12 € más/);
    const toggle = screen.getByRole("switch", { name: "Mismo mes del año anterior" });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText("Esta factura es de 67,92 €: 3,13 € menos que la otra (71,05 €).")).toBeInTheDocument();
    expect(screen.getByText("Factura del año anterior: FE25000101, del 01/01/2025 al 31/01/2025.")).toBeInTheDocument();
    expect(causes().reduce((total, sentence) => total + sentenceCents(sentence), 0)).toBe(-313);
    expect(requests.at(-1)?.url).toBe("/ov/insights/invoices/comparison?serieFactura=ENERGIA&numeroFactura=FE26000123&against=yearAgo");
  });

  it("shows a season change as the calendar's doing, the causes still adding up (3.0TD)", async () => {
    server.use(...insightHandlers(TEST_API, { comparison: { previous: comparisonSeasonChange } }));
    renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000310" />);
    expect(await screen.findByText("Esta factura es de 463,03 €: 19,07 € menos que la otra (482,10 €).")).toBeInTheDocument();
    expect(causes()).toEqual([
      "Esta factura tiene 3 días más: +12,45 €",
      "Has consumido 40 kWh menos: -6,12 €",
      "Has repartido tu consumo de otra forma entre los periodos: +1,80 €",
      "El calendario ha pasado horas de un periodo a otro (cambio de temporada, fines de semana o festivos): -23,90 €",
      "Los impuestos (impuesto eléctrico, de hidrocarburos e IVA) han cambiado: -3,30 €",
    ]);
    expect(causes().reduce((total, sentence) => total + sentenceCents(sentence), 0)).toBe(-1907);
  });

  it("says when there is no previous invoice", async () => {
    server.use(...insightHandlers(TEST_API, { comparison: { previous: comparisonNone } }));
    renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    expect(await screen.findByText("No hay una factura anterior con la que comparar.")).toBeInTheDocument();
  });

  it("says so when the comparison cannot be read", async () => {
    server.use(...insightHandlers(TEST_API, { comparison: "error" }));
    renderWithPortal(<BillComparison serieFactura="ENERGIA" numeroFactura="FE26000123" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos podido calcular estos importes.");
  });
});
