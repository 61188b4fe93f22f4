import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { preferencesHandlers } from "../shared/preferences/preferences.testing";
import { Preferences } from "./Preferences";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("Preferences", () => {
  it("shows the language, the notices and each contract's paper or e-mail invoice", async () => {
    server.use(...preferencesHandlers(TEST_API));
    renderWithPortal(<Preferences />);
    expect(screen.getByRole("heading", { name: "Preferencias" })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: /^Idioma/ })).toHaveValue("es");
    expect(screen.getByRole("checkbox", { name: "Nueva factura" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Novedades de mis solicitudes" })).not.toBeChecked();
    const paper = screen.getByRole("checkbox", { name: "Factura electrónica (Contrato 100001)" });
    expect(paper).not.toBeChecked();
    expect(screen.getByText("En papel, a esta dirección: Calle de Alcalá 12 2º B, 28020 Madrid (Madrid)")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Factura electrónica (Contrato 200001)" })).toBeChecked();
  });

  it("switches a contract to 'Factura electrónica' and saves the language only with its button", async () => {
    const requests = recordRequests(server);
    server.use(...preferencesHandlers(TEST_API));
    renderWithPortal(<Preferences />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Factura electrónica (Contrato 100001)" }));
    const row = screen.getAllByRole("listitem").find((item) => item.getAttribute("data-contract") === "100001")!;
    expect(await within(row).findByText(/^Sin papel:/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /^Idioma/ }), "ca");
    expect(requests.some((r) => r.method === "PUT" && r.url.endsWith("/ov/user/api/preferences"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Guardar el idioma" }));
    expect(await screen.findByText("Hemos guardado tus preferencias.")).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === "PUT" && r.url.endsWith("/ov/user/api/preferences"))).toBe(true));
  });

  it("says a change failed", async () => {
    server.use(...preferencesHandlers(TEST_API, { failChanges: true }));
    renderWithPortal(<Preferences />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Alerta de consumo" }));
    expect(await screen.findByText("No hemos podido guardar el cambio. Inténtalo más tarde.")).toBeInTheDocument();
  });
});
