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

describe("PowerAdvice", () => {
  it("shows contracted, maximum and recommended power per period, and the yearly € difference", async () => {
    server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, overPowered));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(screen.getByRole("heading", { level: 1, name: "Potencia óptima" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const p1 = within(table).getByRole("row", { name: /^P1/ });
    // 2,9 kW × 1,2 = 3,48 → 4,6 kW; (4,6 − 5,75) × 0,101 × 365 = −42,39 €.
    expect(
      within(p1)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5,75 kW", "2,9 kW", "4,6 kW", "-42,39 €"]);
    // P2: 1,45 × 1,2 = 1,74 → 2,3 kW; (2,3 − 5,75) × 0,042 × 365 = −52,89 €; total −95,28 €.
    expect(within(table).getByText("-95,28 €")).toBeInTheDocument();
    expect(screen.getByText("Con la potencia recomendada ahorrarías unos 95,28 € al año en el término de potencia.")).toBeInTheDocument();
    expect(screen.getByText(/los datos horarios subestiman la potencia máxima/)).toBeInTheDocument();
    expect(screen.queryByText(/el limitador \(ICP\)/)).not.toBeInTheDocument();
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
