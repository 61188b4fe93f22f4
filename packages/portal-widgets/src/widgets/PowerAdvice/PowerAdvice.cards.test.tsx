import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API } from "../shared/measures/measureRequests.testing";
import { cupsMeHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { PowerAdvice } from "./PowerAdvice";
import { overPowered, powerInsightHandler } from "./powerInsight.testing";

// A phone: every measured box is 375 px wide, so the table shows cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("PowerAdvice on a phone", () => {
  it("shows each period as a card, the recommended power first, every figure visible, and the yearly total after them", async () => {
    server.use(cupsMeHandler(API, [supplyPointRow({ tarifa: "2.0TD" })]), powerInsightHandler(API, overPowered));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    const p1 = await screen.findByRole("article", { name: "P1" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(p1.querySelector("[data-slot=card-key]")).toHaveTextContent("Potencia recomendada4,6 kW");
    expect(within(p1).getByText("5,75 kW")).toBeVisible();
    expect(within(p1).getByText("3,92 kW")).toBeVisible();
    expect(within(p1).getByText("-44,06 €")).toBeVisible();
    expect(within(p1).queryByText("Más datos")).toBeNull();
    expect(screen.getByText("-99,03 €", { selector: "[data-slot=power-total]" })).toBeVisible();
  });
});
