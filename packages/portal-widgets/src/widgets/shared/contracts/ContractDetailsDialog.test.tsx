import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import * as React from "react";
import { createPortalQueryClient } from "../../../core/queries/queryClient";
import { PortalProvider } from "../../../core/react/PortalProvider";
import { memoryStorage } from "../../../core/session/storage";
import { loggedInStorage } from "../../../testing/session.testing";
import { ContractDetailsDialog, type ContractDetailsTarget } from "./ContractDetailsDialog";
import { electricityDetail, gasDetail } from "./contractDetails.testing";

const API = "https://api.test";
const server = setupServer();
const seen: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen.length = 0;
  server.use(
    http.get(`${API}/ov/contracts/api/administrador-fincas`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      if (query.get("codigoContrato") === "999") return HttpResponse.json({ message: "No se ha encontrado el contrato." }, { status: 404 });
      return HttpResponse.json(query.get("line") === "Gas" ? gasDetail : electricityDetail);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Screen({ onError }: { onError?: (message: string) => void }) {
  const [contract, setContract] = React.useState<ContractDetailsTarget | null>(null);
  return (
    <div className="ov-root">
      <button type="button" onClick={() => setContract({ codAbonado: "100234", line: "Electricidad" })}>
        100234
      </button>
      <button type="button" onClick={() => setContract({ codAbonado: "200555", line: "Gas" })}>
        200555
      </button>
      <button type="button" onClick={() => setContract({ codAbonado: "999", line: "Gas" })}>
        999
      </button>
      <button type="button" onClick={() => setContract(null)}>
        Buscar
      </button>
      <a href="/factura.pdf">PDF</a>
      <ContractDetailsDialog contract={contract} onClose={() => setContract(null)} onError={onError} />
    </div>
  );
}

function renderScreen(props: React.ComponentProps<typeof Screen> = {}) {
  return render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl={API}
      navigate={() => {}}
      storage={memoryStorage(loggedInStorage({ admin: true }))}
    >
      <Screen {...props} />
    </PortalProvider>,
  );
}

const definitions = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe("ContractDetailsDialog", () => {
  it("fetches the contract by code and line and shows every field, non-zero powers per period in kW (the spec writes kWh, a slip)", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "100234" }));
    const dialog = screen.getByRole("dialog", { name: "Detalles del Contrato" });
    await within(dialog).findByText("Comunidad de Propietarios Calle Mayor 5");
    expect(dialog).toHaveAccessibleDescription("Contrato 100234");
    expect(seen.map((q) => Object.fromEntries(q))).toEqual([{ codigoContrato: "100234", line: "Electricidad" }]);
    expect(definitions(dialog)).toEqual({
      Contrato: "100234",
      "Razón Social": "Comunidad de Propietarios Calle Mayor 5",
      NIF: "H12345678",
      Dirección: "Calle Mayor 5",
      Ciudad: "Madrid",
      Provincia: "Madrid",
      "Código Postal": "28013",
      CUPS: "ES0021000000123456AB",
      Tarifa: "3.0TD",
      "Fecha Desde": "01/03/2022",
      "Fecha Hasta": "28/02/2026",
      "Potencia Contratada": "P1: 15,00 kWP2: 15,50 kWP6: 20,00 kW",
    });
    // The page behind is out of reach while the popup is open.
    expect(screen.queryByRole("link", { name: "PDF" })).not.toBeInTheDocument();
  });

  it("shows Caudal for gas, and closes with its button, giving focus back", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "200555" }));
    const dialog = screen.getByRole("dialog", { name: "Detalles del Contrato" });
    await within(dialog).findByText("125,75");
    expect(definitions(dialog)).toMatchObject({ Caudal: "125,75", "Fecha Hasta": "—" });
    expect(within(dialog).queryByText("Potencia Contratada")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Cerrar" })[1]!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PDF" })).toBeInTheDocument();
  });

  it("closes with Escape and when a new search clears the contract", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "100234" }));
    await screen.findByText("Comunidad de Propietarios Calle Mayor 5");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "100234" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    // Radix makes the rest of the page inert, so the parent's "new search" is triggered directly.
    await userEvent.click(screen.getByRole("button", { name: "Buscar", hidden: true }), { pointerEventsCheck: 0 });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on failure and shows the error with the contract code", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "999" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Se ha producido un error al intentar obtener la información del contrato 999",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("hands the error to the screen when it asks for it", async () => {
    const onError = vi.fn();
    renderScreen({ onError });
    await userEvent.click(screen.getByRole("button", { name: "999" }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        "Se ha producido un error al intentar obtener la información del contrato 999",
        expect.anything(),
      ),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
