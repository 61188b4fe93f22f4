import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { renderWithPortal, TEST_API } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { dataExportHandlers } from "../shared/dataExport/dataExport.testing";
import { AccountMenu } from "./AccountMenu";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AccountMenu › 'Descargar mis datos'", () => {
  it("opens the data download from the menu by keyboard, beside the spec's items", async () => {
    server.use(...dataExportHandlers(TEST_API));
    renderWithPortal(<AccountMenu headingLevel={1} />, { storage: loggedInStorage() });
    const item = screen.getByRole("button", { name: "Descargar mis datos" });
    expect(item).toHaveAttribute("aria-expanded", "false");
    item.focus();
    await userEvent.keyboard("{Enter}");
    expect(item).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Descargar mis datos", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preparar mis datos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cambio de contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
  });

  it("is not offered to an administrator", () => {
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage({ admin: true }) });
    expect(screen.queryByRole("button", { name: "Descargar mis datos" })).toBeNull();
  });
});
