import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { renderWithPortal, TEST_API } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { bankAccountHandlers } from "../shared/bankAccount/bankAccount.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { AccountMenu } from "./AccountMenu";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AccountMenu › 'Cuenta bancaria'", () => {
  it("opens the customer's bank account per contract from the menu", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), ...bankAccountHandlers(TEST_API));
    renderWithPortal(<AccountMenu headingLevel={1} />, { storage: loggedInStorage() });
    const item = screen.getByRole("button", { name: "Cuenta bancaria" });
    expect(item).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(item);
    expect(item).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Cuenta bancaria", level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Contrato" })).toBeInTheDocument();
    expect(await screen.findByText("ES** **** **** **** **** 4321")).toBeInTheDocument();
    // The spec's items stay.
    expect(screen.getByRole("button", { name: "Cambio de contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
  });

  it("opens on the contract the change e-mail's link names", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), ...bankAccountHandlers(TEST_API));
    renderWithPortal(<AccountMenu bankAccountContract="300002" />, { storage: loggedInStorage() });
    expect(screen.getByRole("button", { name: "Cuenta bancaria" })).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("combobox", { name: "Contrato" })).toHaveValue("300002");
  });

  it("is not offered to an administrator", () => {
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage({ admin: true }) });
    expect(screen.queryByRole("button", { name: "Cuenta bancaria" })).toBeNull();
  });
});
