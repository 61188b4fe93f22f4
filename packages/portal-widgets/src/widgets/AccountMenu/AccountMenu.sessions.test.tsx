import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { renderWithPortal, TEST_ADMIN_API, TEST_API } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { sessionsHandlers } from "../shared/sessions/sessions.testing";
import { AccountMenu } from "./AccountMenu";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AccountMenu › 'Sesiones y actividad'", () => {
  it.each([
    ["a customer", false],
    ["an administrator", true],
  ])("opens the sessions and the activity from the menu for %s", async (_who, admin) => {
    // Administrators call the administrator's API host.
    server.use(...sessionsHandlers(admin ? TEST_ADMIN_API : TEST_API));
    renderWithPortal(<AccountMenu headingLevel={1} />, { storage: loggedInStorage({ admin }) });
    const item = screen.getByRole("button", { name: "Sesiones y actividad" });
    expect(item).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(item);
    expect(item).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Sesiones y actividad", level: 2 })).toBeInTheDocument();
    expect(await screen.findByText("Esta sesión")).toBeInTheDocument();
    // The spec's items stay.
    expect(screen.getByRole("button", { name: "Cambio de contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toBeInTheDocument();
  });
});
