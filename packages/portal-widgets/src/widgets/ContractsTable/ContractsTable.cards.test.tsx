import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { contract, cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { ContractsTable } from "./ContractsTable";

// A phone: every measured box is 375 px wide, so the tables show cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("ContractsTable on a phone", () => {
  it("shows each contract as a card with its code, its PDF and its links visible", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    renderWithPortal(<ContractsTable />);
    const card = await screen.findByRole("article", { name: "100001" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(card).getByRole("button", { name: "Descargar el contrato 100001 en PDF" })).toBeVisible();
    expect(within(card).getByRole("link", { name: /^Facturas/ })).toBeVisible();
    expect(within(card).getByRole("link", { name: /^Certificado/ })).toBeVisible();
  });

  it("marks each card as a contract-row and its CUPS as contract-cups, the hooks themes and tests select by", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    renderWithPortal(<ContractsTable />);
    const card = await screen.findByRole("article", { name: "100001" });
    expect(card.closest("li")).toHaveAttribute("data-slot", "contract-row");
    expect(card.querySelector("[data-slot=contract-cups]")).toHaveTextContent(contract("Electricidad", 1).cups);
  });

  it("folds the search boxes into 'Filtrar', which keeps what was typed and names it while closed", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const user = userEvent.setup();
    renderWithPortal(<ContractsTable />);
    await screen.findByRole("article", { name: "100001" });
    const toggle = screen.getByRole("button", { name: "Filtrar" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.getByText("Sin filtros")).toBeVisible();

    await user.click(toggle);
    await user.type(screen.getByRole("textbox", { name: "Contrato" }), "100001");
    await user.click(toggle);
    expect(screen.getByText("Filtros activos: Contrato: 100001")).toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole("textbox", { name: "Contrato" })).toHaveValue("100001");
  });
});
