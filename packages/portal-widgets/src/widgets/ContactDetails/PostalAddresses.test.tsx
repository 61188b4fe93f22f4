import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { renderWithPortal, TEST_ADMIN_API, TEST_API } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ContactDetails } from "./ContactDetails";
import { contactDetailsHandlers } from "./contactDetails.testing";

vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = (code: string) => screen.getAllByRole("listitem").find((item) => item.getAttribute("data-contract") === code)!;

describe("ContactDetails › 'Dirección postal'", () => {
  it("shows each contract's supply address until another is given, and changes it", async () => {
    server.use(...contactDetailsHandlers([TEST_API]));
    renderWithPortal(<ContactDetails />, { storage: loggedInStorage() });
    expect(await screen.findByRole("heading", { name: "Dirección postal" })).toBeInTheDocument();
    expect(await screen.findAllByText("(Dirección de suministro)")).toHaveLength(2);
    expect(within(row("100001")).getByText("(Dirección de suministro)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cambiar la dirección postal (Contrato 100001)" }));
    const street = screen.getByRole("textbox", { name: /^Calle/ });
    expect(street).toHaveFocus();
    const code = screen.getByRole("textbox", { name: /^Código postal/ });
    await userEvent.clear(code);
    await userEvent.type(code, "53001");
    await userEvent.click(screen.getByRole("button", { name: "Guardar la dirección" }));
    expect(
      await screen.findByText("El código postal no es de ninguna provincia: sus dos primeras cifras van del 01 al 52."),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, "08001");
    await userEvent.click(screen.getByRole("button", { name: "Guardar la dirección" }));
    expect(await screen.findByText(/^El código postal 08001 es de Barcelona/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("textbox", { name: /^Provincia/ }));
    await userEvent.clear(screen.getByRole("textbox", { name: /^Población/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /^Población/ }), "Barcelona");
    await userEvent.click(screen.getByRole("button", { name: "Guardar la dirección" }));
    expect(await screen.findByText("Hemos guardado la dirección postal.")).toBeInTheDocument();
    expect(within(row("100001")).getByText("Calle de Alcalá 12 2º B, 08001 Barcelona (Barcelona)")).toBeInTheDocument();
  });

  it("is not shown to an administrator", async () => {
    server.use(...contactDetailsHandlers([TEST_API, TEST_ADMIN_API]));
    renderWithPortal(<ContactDetails />, { storage: loggedInStorage({ admin: true }) });
    expect(await screen.findByText("demo@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dirección postal" })).toBeNull();
  });
});
