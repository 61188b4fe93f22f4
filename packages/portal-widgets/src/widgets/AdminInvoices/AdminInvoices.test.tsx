import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { setupServer } from "msw/node";
import { vi } from "vitest";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { queriesTo, recordRequestUrls, TEST_ADMIN_API, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { fileAnswer, invoiceApi } from "../shared/invoices/invoices.testing";
import { AdminInvoices } from "./AdminInvoices";
import { adminInvoices, CIF_BARCELONA, CIF_MADRID, contractDetailApi } from "./AdminInvoices.testing";
import { adminResultsText } from "./AdminResultsHeader";

// The charts' drawing (recharts) is a lazy chunk: import it once before the tests, so its
// first transform is not timed with one of them.
beforeAll(() => import("../shared/invoices/InvoiceCharts/InvoiceBarChart"));

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

// Tables of invoices, their columns and dialogs take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  saveBlob.mockReset();
});
afterAll(() => server.close());

const FILTER = "/ov/invoices/api/filterfullbilling";
const admin = () => loggedInStorage({ admin: true });
// The client sends filterfullbilling and the contract details to the customer host and
// follows PDF paths on the administrator's: both hosts answer, as one server does in the demo.
const api = (db = adminInvoices(), failDetails = false) => [
  ...invoiceApi(TEST_API, db),
  ...invoiceApi(TEST_ADMIN_API, db),
  contractDetailApi(TEST_API, failDetails),
  contractDetailApi(TEST_ADMIN_API, failDetails),
];

async function searchDates(user: ReturnType<typeof userEvent.setup>, desde: string, hasta: string) {
  await user.clear(screen.getByLabelText("Desde"));
  await user.type(screen.getByLabelText("Desde"), desde);
  await user.clear(screen.getByLabelText("Hasta"));
  await user.type(screen.getByLabelText("Hasta"), hasta);
  await user.click(screen.getByRole("button", { name: "Buscar" }));
}

describe("AdminInvoices", () => {
  it("loads the last 10 invoices of both lines with icons, columns and invoice cells", async () => {
    server.use(...api());
    const seen = recordRequestUrls(server);
    renderWithPortal(<AdminInvoices />, { storage: admin() });

    expect(screen.getByRole("heading", { level: 1, name: "Facturas" })).toBeInTheDocument();
    expect(await screen.findByText("Últimas 10 facturas")).toBeInTheDocument();
    expect(queriesTo(seen, FILTER)).toEqual([{ startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1" }]);
    expect(seen.find((r) => r.url.pathname === FILTER)!.url.origin).toBe(TEST_API);

    // Grouped by comunidad: one table per CIF under its heading, with the sum of its invoices.
    const groups = screen.getAllByRole("region", { name: /^Facturas de CIF / });
    expect(groups).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2, name: new RegExp(`^CIF ${CIF_MADRID} · `) })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: new RegExp(`^CIF ${CIF_BARCELONA} · `) })).toBeInTheDocument();
    const totals = document.querySelectorAll("[data-slot=admin-group-total]");
    expect([...totals].map((total) => total.textContent)).toEqual([
      expect.stringMatching(/^\d+ facturas en esta página: [\d.,]+ €$/),
      expect.stringMatching(/^\d+ facturas? en esta página: [\d.,]+ €$/),
    ]);
    const table = within(screen.getByRole("region", { name: `Facturas de CIF ${CIF_MADRID}` })).getByRole("table");
    const list = groups[0]!.closest("[data-slot=admin-group]")!.parentElement!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Línea",
      "NIF",
      "CUPS",
      "Contrato",
      "Número",
      "Dirección",
      "Fecha de Factura",
      "Lectura Desde",
      "Lectura Hasta",
      "Importe Total",
      // Ours, after the spec's 'Importe Total' (what is owed).
      "Estado",
      "Fecha de vencimiento",
      "Factura",
    ]);
    // Ten invoices and a header row per table.
    expect(within(list).getAllByRole("row")).toHaveLength(12);
    expect(within(list).getByRole("img", { name: "Factura unificada" })).toBeInTheDocument();
    expect(within(list).getByRole("img", { name: "Factura de varios" })).toBeInTheDocument();
    expect(within(list).getAllByRole("img", { name: "Gas" }).length).toBeGreaterThan(0);
    expect(within(list).getAllByRole("img", { name: "Electricidad" }).length).toBeGreaterThan(0);
    expect(within(list).getByRole("button", { name: "Unificado: factura FU800001 en PDF" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Varios: factura 700001 en PDF" })).toBeInTheDocument();
    expect(within(list).getByText("PDF No disponible")).toBeInTheDocument();
    // Dates set from the invoices shown (part 2 §4).
    await waitFor(() => expect(screen.getByLabelText("Desde")).toHaveValue("23-10-2026"));
    expect(screen.getByLabelText("Hasta")).toHaveValue("28-10-2026");
    expect(screen.getByRole("heading", { name: "Gráfico de Facturas" })).toBeInTheDocument();
  });

  it("searches by line and CIF, counts per line and pages by the larger line", { timeout: 40_000 }, async () => {
    server.use(...api(adminInvoices({ electricity: 25, gas: 12 })));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await searchDates(user, "01-01-2026", "28-10-2026");
    expect(await screen.findByText("Resultados: 37 (Electricidad: 25, Gas: 12)")).toBeInTheDocument();
    const search = { startDate: "2026-01-01", endDate: "2026-10-28", isDefaultQuery: "false" };
    expect(queriesTo(seen, FILTER).at(-1)).toEqual({ ...search, start: "1" });
    // ceil(25/10) = 3 beats ceil(12/10) = 2.
    const pager = screen.getByRole("navigation", { name: "Paginación de Facturas" });
    expect(within(pager).getByText("1/3")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Página siguiente" }));
    await waitFor(() => expect(within(pager).getByText("2/3")).toBeInTheDocument());
    expect(queriesTo(seen, FILTER).at(-1)).toEqual({ ...search, start: "2" });

    await user.selectOptions(screen.getByLabelText("Línea"), "Gas");
    await user.type(screen.getByLabelText("CIF"), CIF_BARCELONA.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Resultados: 12 (Gas: 12)")).toBeInTheDocument();
    expect(queriesTo(seen, FILTER).at(-1)).toEqual({ ...search, cif: "h08217766", start: "1", line: "gas" });
    expect(screen.getByRole("group", { name: "Descargas de Gas" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Descargas de Electricidad" })).not.toBeInTheDocument();
  });

  it("refuses a range over 1 year and a CIF with forbidden characters, keeping what was typed", async () => {
    server.use(...api());
    const seen = recordRequestUrls(server);
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("CIF"), "H28<script>");
    await searchDates(user, "01-01-2025", "28-10-2026");

    expect(await screen.findByText("Sólo es posible realizar una consulta en el rango de 1 año.")).toBeInTheDocument();
    expect(screen.getByText("Ha introducido carácteres prohibidos en nuestro sistema.")).toBeInTheDocument();
    expect(screen.getByLabelText("CIF")).toHaveValue("H28<script>");
    expect(screen.getByLabelText("CIF")).toHaveAccessibleDescription("Ha introducido carácteres prohibidos en nuestro sistema.");
    expect(queriesTo(seen, FILTER)).toHaveLength(1);
  });

  it("opens a contract's details and closes them with Escape, focus back on the contract code", async () => {
    server.use(...api());
    const seen = recordRequestUrls(server);
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    const code = screen.getAllByRole("button", { name: "Ver los detalles del contrato 400006" })[0]!;
    await user.click(code);
    const dialog = await screen.findByRole("dialog", { name: "Detalles del Contrato" });
    expect(await within(dialog).findByText("125,75")).toBeInTheDocument();
    expect(queriesTo(seen, "/ov/contracts/api/administrador-fincas")).toEqual([{ codigoContrato: "400006", line: "Gas" }]);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(code).toHaveFocus();
  });

  it("shows the spec's message when a contract's details cannot be read", async () => {
    server.use(...api(adminInvoices(), true));
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole("button", { name: "Ver los detalles del contrato 400001" })[0]!);
    expect(await screen.findByText("Se ha producido un error al intentar obtener la información del contrato 400001")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("names the invoice when its PDF fails, and saves the line's Excel as 'facturas Gas.xlsx'", async () => {
    server.use(
      ...api(),
      http.get(`${TEST_ADMIN_API}/ov/invoices/api/pdf`, () => fileAnswer(10, "application/pdf")),
      http.get(`${TEST_API}/ov/invoices/api/Gas`, () =>
        fileAnswer(4_000, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      ),
    );
    const seen = recordRequestUrls(server);
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole("button", { name: "Descargar la factura 700003 en PDF" }));
    expect(await screen.findByText("Ha ocurrido un error al intentar descargar la factura: 700003")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Descargar Excel de facturas de Gas" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("facturas Gas.xlsx");
    expect(queriesTo(seen, "/ov/invoices/api/Gas")).toEqual([{ line: "Gas", startDate: "2026-10-23", endDate: "2026-10-28" }]);
  });

  it("takes the heading level of where it is placed (under AdminHome's title)", async () => {
    server.use(...api());
    renderWithPortal(<AdminInvoices headingLevel={2} />, { storage: admin() });
    expect(screen.getByRole("heading", { level: 2, name: "Facturas" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Descargas" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Gráfico de Facturas" })).toBeInTheDocument();
  });

  it("shows the empty message when nothing matches", async () => {
    server.use(...api([]));
    renderWithPortal(<AdminInvoices />, { storage: admin() });
    expect(await screen.findByText("No se han encontrado facturas en las fechas seleccionadas.")).toBeInTheDocument();
    expect(screen.queryAllByRole("region", { name: /^Facturas de CIF / })).toHaveLength(0);
  });
});

describe("adminResultsText", () => {
  const labels = { lastTen: "Últimas 10 facturas", results: "Resultados: {{count}}", lineCount: "{{line}}: {{count}}" };
  const lines = { electricidad: "Electricidad", gas: "Gas" };
  it("brackets only the lines above 0", () => {
    expect(adminResultsText(labels, lines, true, { all: 10, electricidad: 6, gas: 4 })).toBe("Últimas 10 facturas");
    expect(adminResultsText(labels, lines, false, { all: 7, electricidad: 7, gas: 0 })).toBe("Resultados: 7 (Electricidad: 7)");
    expect(adminResultsText(labels, lines, false, { all: 0, electricidad: 0, gas: 0 })).toBe("Resultados: 0");
  });
});
