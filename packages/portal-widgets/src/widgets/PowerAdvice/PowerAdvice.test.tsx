import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal";
import { API } from "../shared/measures/measureRequests.testing";
import { cupsMeHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { PowerAdvice } from "./PowerAdvice";
import { overPowered, powerInsightHandler, underPowered } from "./powerInsight.testing";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const electricity = [supplyPointRow({ tarifa: "2.0TD" })];

/** The over-powered supply's advice in `locale`: its table and the cells of its P1 row. */
async function overPoweredAdvice(locale?: string) {
  server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, overPowered));
  renderWithPortal(<PowerAdvice codAbonado="100234" />, locale ? { locale } : {});
  const table = await screen.findByRole("table");
  const p1 = within(table).getByRole("row", { name: /^P1/ });
  return {
    table,
    p1Cells: within(p1)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  };
}

describe("PowerAdvice", () => {
  it("shows contracted, maximum and recommended power per period, and the yearly € difference", async () => {
    const { table, p1Cells } = await overPoweredAdvice();
    expect(screen.getByRole("heading", { level: 1, name: "Potencia óptima" })).toBeInTheDocument();
    // 2,9 kW × 1,2 = 3,48 → 4,6 kW; (4,6 − 5,75) × 0,104979 × 365 = −44,0649… → −44,06 €.
    expect(p1Cells).toEqual(["5,75 kW", "2,9 kW", "4,6 kW", "-44,06 €"]);
    // P2: 1,45 × 1,2 = 1,74 → 2,3 kW; (2,3 − 5,75) × 0,043654 × 365 = −54,9713… → −54,97 €; total −99,03 €.
    expect(within(table).getByText("-99,03 €")).toBeInTheDocument();
    expect(screen.getByText("Con la potencia recomendada ahorrarías unos 99,03 € al año en el término de potencia.")).toBeInTheDocument();
    const method = screen.getByText(/los datos horarios subestiman la potencia máxima/);
    // The prices priced with, as the invoice breakdown writes them, and the plan's date.
    expect(method).toHaveTextContent(
      "en vigor desde el 01/01/2026, los mismos de tu factura (P1: 0,104979 €/kW·día; P2: 0,043654 €/kW·día): (potencia recomendada − contratada) × €/kW y día × 365 días.",
    );
    expect(screen.queryByText(/el limitador \(ICP\)/)).not.toBeInTheDocument();
  });

  it("writes kW and € the chosen language's way", async () => {
    const { table, p1Cells } = await overPoweredAdvice("en");
    expect(screen.getByRole("heading", { level: 1, name: "Optimal power" })).toBeInTheDocument();
    expect(p1Cells).toEqual(["5.75 kW", "2.9 kW", "4.6 kW", "-€44.06"]);
    expect(within(table).getByText("-€99.03")).toBeInTheDocument();
    expect(screen.getByText(/P1: 0\.104979 €\/kW/)).toHaveTextContent(/a margin of 20%/);
  });

  it("warns an under-powered supply", async () => {
    server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, underPowered));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(await screen.findByText(/En P1 has demandado más potencia de la contratada/)).toBeInTheDocument();
    expect(screen.getByText(/costaría unos .* más al año/)).toBeInTheDocument();
  });

  it("explains that gas has no power advice, without asking the server", async () => {
    server.use(cupsMeHandler(API, [supplyPointRow({ line: "Gas", tarifa: "RL.1" })]));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(await screen.findByText(/sólo está disponible para suministros de electricidad/)).toBeInTheDocument();
  });
});
