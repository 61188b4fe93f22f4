import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
// Side by side on one page, as a host composes them: the other widget through the public index.
import { PortalHeader } from "../../index";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { contracts, cupsMeHandler } from "../shared/contracts/contracts.testing";
import { captureDownloads } from "../shared/measures/measureRequests.testing";
import { AdminHome } from "./AdminHome";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
// The newest invoices card asks too; no invoices (204) unless a test says otherwise.
beforeEach(() => server.use(http.get(`${TEST_API}/ov/invoices/api/filterfullbilling`, () => new HttpResponse(null, { status: 204 }))));
afterAll(() => server.close());

const adminContracts = [...contracts("Electricidad", 30), ...contracts("Gas", 10)];

function adminWithoutTotals() {
  const storage = loggedInStorage({ admin: true });
  for (const key of [
    SESSION_KEYS.totalElectricidad,
    SESSION_KEYS.totalGas,
    SESSION_KEYS.totalContractsElectricidad,
    SESSION_KEYS.totalContractsGas,
  ]) {
    delete storage[key];
  }
  return storage;
}

describe("AdminHome", () => {
  it("loads the administrator's totals, which the header then shows", async () => {
    server.use(cupsMeHandler(TEST_API, adminContracts));
    const requests = recordRequests(server);
    const { storage } = renderWithPortal(
      <>
        <PortalHeader />
        <AdminHome>
          <p>Facturas del administrador</p>
        </AdminHome>
      </>,
      { storage: adminWithoutTotals() },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Administrador de finca" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Contratos vinculados" })).toBeInTheDocument();
    // The two totals and the newest invoices.
    expect(screen.getAllByText("Cargando…")).toHaveLength(3);
    expect(screen.getByText("Facturas del administrador")).toBeInTheDocument();

    await waitFor(() => expect(screen.getByText("Electricidad").nextSibling).toHaveTextContent("30"));
    expect(screen.getByText("Gas").nextSibling).toHaveTextContent("10");
    // The header subscribes to the same store.
    expect(screen.getByText("Electricidad:").nextSibling).toHaveTextContent("30");
    expect(screen.getByText("Gas:").nextSibling).toHaveTextContent("10");
    expect(requests.map((r) => r.url).filter((url) => url.startsWith("/ov/cups"))).toEqual([
      "/ov/cups/api/cupsMe?startPaginationElectricidad=1&startPaginationGas=1",
    ]);
    expect(storage.getItem(SESSION_KEYS.totalElectricidad)).toBe("30");
  });

  it("shows stored totals at once and says so when they cannot be refreshed or read", async () => {
    server.use(http.get(`${TEST_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const stored = renderWithPortal(<AdminHome />, { session: { admin: true } });
    expect(screen.getByText("30")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("30")).toBeInTheDocument();
    stored.unmount();

    renderWithPortal(<AdminHome />, { storage: adminWithoutTotals() });
    await waitFor(() => expect(screen.getAllByText("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.")).toHaveLength(2));
  });

  it("exports every linked contract as contratos-administrador.csv, and says when it cannot", async () => {
    const csv = `\uFEFFCIF;CUPS;Contrato;Dirección;Tarifa\r\n${"H12345678;ES0021000000123456AB;100234;Calle de Alcalá 1, 28020 Madrid (Madrid);2.0TD\r\n".repeat(3)}`;
    server.use(
      cupsMeHandler(TEST_API, adminContracts),
      http.get(`${TEST_API}/ov/contracts/api/administrador-fincas/exportar`, () =>
        HttpResponse.text(csv, { headers: { "Content-Type": "text/csv; charset=utf-8" } }),
      ),
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const view = renderWithPortal(<AdminHome />, { session: { admin: true } });
    await user.click(screen.getByRole("button", { name: "Exportar contratos (CSV)" }));
    expect(await screen.findByText("Se ha descargado el archivo contratos-administrador.csv.")).toBeInTheDocument();
    expect(downloads.names).toEqual(["contratos-administrador.csv"]);
    downloads.restore();
    view.unmount();

    server.use(
      http.get(`${TEST_API}/ov/contracts/api/administrador-fincas/exportar`, () => HttpResponse.json({ code: 500 }, { status: 500 })),
    );
    renderWithPortal(<AdminHome />, { session: { admin: true } });
    await user.click(screen.getByRole("button", { name: "Exportar contratos (CSV)" }));
    expect(await screen.findByText("No se han podido exportar los contratos. Inténtalo de nuevo más tarde.")).toBeInTheDocument();
  });
});
