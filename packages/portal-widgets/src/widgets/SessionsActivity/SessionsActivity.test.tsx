import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { sessionsHandlers } from "../shared/sessions/sessions.testing";
import { SessionsActivity } from "./SessionsActivity";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("SessionsActivity", () => {
  it("lists the sessions, this one first and marked, with device, approximate address and times", async () => {
    server.use(...sessionsHandlers(TEST_API));
    renderWithPortal(<SessionsActivity />);
    expect(screen.getByRole("heading", { name: "Sesiones y actividad" })).toBeInTheDocument();
    const items = await screen.findAllByRole("listitem");
    const sessions = items.filter((item) => item.getAttribute("data-slot") === "session");
    expect(sessions).toHaveLength(3);
    expect(within(sessions[0]!).getByText("Esta sesión")).toBeInTheDocument();
    expect(within(sessions[0]!).getByRole("heading", { name: "Firefox en Windows" })).toBeInTheDocument();
    expect(within(sessions[0]!).queryByRole("button")).toBeNull();
    expect(within(sessions[1]!).getByRole("heading", { name: "Safari en iOS (móvil)" })).toBeInTheDocument();
    expect(within(sessions[1]!).getByText("2a02:9130:abcd::/48")).toBeInTheDocument();
    expect(within(sessions[2]!).getByRole("heading", { name: "Navegador desconocido en sistema desconocido" })).toBeInTheDocument();
    expect(within(sessions[2]!).getByText("desconocida")).toBeInTheDocument();
    // Madrid time: 08:00Z is 09:00 in November.
    expect(within(sessions[0]!).getByText(/24\/11\/2026.*09:00/)).toBeInTheDocument();
  });

  it("closes one other session and says so, focus on the outcome", async () => {
    server.use(...sessionsHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<SessionsActivity />);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar esta sesión: Safari en iOS (móvil)" }));
    const done = await screen.findByText("Hemos cerrado la sesión. Quien la usaba tendrá que volver a entrar.");
    expect(done.closest("[tabindex]")).toHaveFocus();
    expect(requests.some((r) => r.method === "DELETE" && r.url.endsWith("/ov/user/api/sessions/12"))).toBe(true);
    expect(await screen.findAllByRole("button", { name: /^Cerrar esta sesión/ })).toHaveLength(1);
  });

  it("'Cerrar las demás sesiones' leaves only this one, and the button goes", async () => {
    server.use(...sessionsHandlers(TEST_API));
    renderWithPortal(<SessionsActivity />);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar las demás sesiones" }));
    expect(await screen.findByText("Hemos cerrado las demás sesiones. Solo sigue abierta esta.")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Cerrar las demás sesiones" })).toBeNull());
    expect(screen.queryAllByRole("button", { name: /^Cerrar esta sesión/ })).toHaveLength(0);
  });

  it("a session already gone is a 404 with its own text", async () => {
    server.use(...sessionsHandlers(TEST_API, { close: "notFound" }));
    renderWithPortal(<SessionsActivity />);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar esta sesión: Safari en iOS (móvil)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos encontrado esa sesión: puede que ya esté cerrada.");
  });

  it("lists the activity with each kind named and its masked detail", async () => {
    server.use(...sessionsHandlers(TEST_API));
    renderWithPortal(<SessionsActivity />);
    expect(await screen.findByText("Intento de acceso con una contraseña incorrecta")).toBeInTheDocument();
    for (const name of ["Inicio de sesión", "Cambio de contraseña", "Cambio de correo electrónico", "Cambio de preferencias"]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText(/\*\*\* \*\*\* 678/)).toBeInTheDocument();
    expect(screen.getByText(/100001 ES\*\* \*\*\*\* \*\*\*\* \*\*\*\* \*\*\*\* 1332/)).toBeInTheDocument();
  });

  it("says so when nothing loads, and when there is no activity", async () => {
    server.use(...sessionsHandlers(TEST_API, { sessions: "error", activity: { actividad: [] } }));
    renderWithPortal(<SessionsActivity />);
    expect(await screen.findByText("No hay actividad en los últimos 12 meses.")).toBeInTheDocument();
    expect(await screen.findByText("No hemos podido cargar las sesiones y la actividad. Inténtalo más tarde.")).toBeInTheDocument();
  });
});
