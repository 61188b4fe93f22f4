import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { vi } from "vitest";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { queriesTo, recordRequestUrls, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { fileAnswer, invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { AllInvoices } from "./AllInvoices";

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

// Tables of invoices, their columns and dialogs take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
// The charts' drawing (recharts) is a lazy chunk: import it once before the tests, so its
// first transform is not timed with one of them.
beforeAll(() => import("../shared/invoices/InvoiceCharts/InvoiceBarChart"));
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  saveBlob.mockReset();
});
afterAll(() => server.close());

const FULLBILLING = "/ov/invoices/api/fullbilling";
const electricity = makeInvoices({ line: "Electricidad", count: 25, newest: "2026-10-28" });
const gas = makeInvoices({ line: "Gas", count: 4, newest: "2026-10-20" });
const withoutUnicas = (extra: Record<string, string> = {}) =>
  loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "false", ...extra } });

describe("AllInvoices", () => {
  it("loads the last 10 electricity invoices with the default query and fills the dates from them", async () => {
    server.use(...invoiceApi(TEST_API, [...electricity, ...gas]));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });

    expect(screen.getByRole("heading", { level: 1, name: "Buscar Facturas" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Electricidad" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Gas" })).toBeInTheDocument();

    expect(await screen.findByText("Últimas 10 facturas")).toBeInTheDocument();
    const simple = screen.getByRole("region", { name: "Facturas Simples" });
    expect(within(simple).getAllByRole("row")).toHaveLength(11);
    expect(queriesTo(seen, FULLBILLING)).toEqual([
      { startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1", lineRemover: "Gas", hasUnicasInvoices: "false" },
    ]);
    // Part 2 §4: the default query's results set the range to their first and last launch dates.
    await waitFor(() => expect(screen.getByLabelText("Desde")).toHaveValue("19-10-2026"));
    expect(screen.getByLabelText("Hasta")).toHaveValue("28-10-2026");
    // No unified list without unified invoices.
    expect(screen.queryByRole("heading", { name: "Facturas Unificadas" })).not.toBeInTheDocument();
  });

  it("asks for the contract totals when none are stored (a deep link), then shows the Gas tab", async () => {
    server.use(
      ...invoiceApi(TEST_API, electricity),
      http.get(`${TEST_API}/ov/cups/api/cupsMe`, () =>
        HttpResponse.json({ cupsAsociados: { select: [] }, totalElectricidad: 12, totalGas: 3 }),
      ),
    );
    const storage = withoutUnicas();
    for (const key of [
      SESSION_KEYS.totalGas,
      SESSION_KEYS.totalElectricidad,
      SESSION_KEYS.totalContractsGas,
      SESSION_KEYS.totalContractsElectricidad,
    ]) {
      delete storage[key];
    }
    renderWithPortal(<AllInvoices />, { storage: storage });
    expect(screen.queryByRole("tab", { name: "Gas" })).not.toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Gas" })).toBeInTheDocument();
  });

  it("shows the Gas tab only when the stored gas contract total is at least 1", async () => {
    server.use(...invoiceApi(TEST_API, electricity));
    const storage = withoutUnicas();
    storage[SESSION_KEYS.totalContractsGas] = "0";
    storage[SESSION_KEYS.totalGas] = "0";
    renderWithPortal(<AllInvoices />, { storage: storage });
    await screen.findByText("Últimas 10 facturas");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Electricidad"]);
  });

  it("refuses a range over 1 month with the spec's message, focuses Desde and sends nothing", async () => {
    server.use(...invoiceApi(TEST_API, electricity));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    const desde = screen.getByLabelText("Desde");
    await user.clear(desde);
    await user.type(desde, "01-04-2025");
    await user.clear(screen.getByLabelText("Hasta"));
    await user.type(screen.getByLabelText("Hasta"), "28-10-2026");
    await user.click(screen.getByRole("button", { name: "Buscar" }));

    expect(await screen.findByText("Sólo es posible realizar una consulta en el rango de 1 mes.")).toBeInTheDocument();
    expect(desde).toHaveFocus();
    expect(desde).toHaveAttribute("aria-invalid", "true");
    expect(desde).toHaveValue("01-04-2025");
    expect(queriesTo(seen, FULLBILLING)).toHaveLength(1);

    await user.clear(desde);
    await user.tab();
    expect(await screen.findByText("El campo Desde es obligatorio.")).toBeInTheDocument();
  });

  it("searches with the filters, pages through the results and starts a new search at page 1", { timeout: 20_000 }, async () => {
    server.use(...invoiceApi(TEST_API, [...electricity, ...gas]));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await user.clear(screen.getByLabelText("Desde"));
    await user.type(screen.getByLabelText("Desde"), "01-10-2026");
    await user.clear(screen.getByLabelText("Hasta"));
    await user.type(screen.getByLabelText("Hasta"), "28-10-2026");
    await user.type(screen.getByLabelText("Contrato"), "100001");
    await user.click(screen.getByRole("button", { name: "Buscar" }));

    expect(await screen.findByText("Resultados: 25")).toBeInTheDocument();
    const search = {
      startDate: "2026-10-01",
      endDate: "2026-10-28",
      contract: "100001",
      isDefaultQuery: "false",
      lineRemover: "Gas",
      hasUnicasInvoices: "false",
    };
    expect(queriesTo(seen, FULLBILLING).at(-1)).toEqual({ ...search, start: "1" });

    const pager = screen.getByRole("navigation", { name: "Paginación de Facturas Simples" });
    expect(within(pager).getByText("1/3")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Página 3" }));
    await waitFor(() => expect(within(pager).getByText("3/3")).toBeInTheDocument());
    expect(queriesTo(seen, FULLBILLING).at(-1)).toEqual({ ...search, start: "3" });
    expect(within(screen.getByRole("region", { name: "Facturas Simples" })).getAllByRole("row")).toHaveLength(6);

    await user.clear(screen.getByLabelText("Contrato"));
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(within(pager).getByText("1/3")).toBeInTheDocument());
    const { contract: _contract, ...withoutContract } = search;
    expect(queriesTo(seen, FULLBILLING).at(-1)).toEqual({ ...withoutContract, start: "1" });
  });

  it("lists unified invoices apart (findUnicas) when the customer has them", async () => {
    const unified = makeInvoices({ line: "Electricidad", count: 3, newest: "2026-10-10", firstNumber: 300_000, unified: true });
    server.use(...invoiceApi(TEST_API, [...electricity, ...unified]));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } }) });

    const list = await screen.findByRole("region", { name: "Facturas Unificadas" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(4));
    expect(within(list).getByText("FU900000")).toBeInTheDocument();
    expect(within(list).getAllByRole("button", { name: /^Unificado: factura FU9000\d\d en PDF$/ })).toHaveLength(3);
    expect(queriesTo(seen, FULLBILLING)).toEqual(
      expect.arrayContaining([
        { startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1", lineRemover: "Gas", hasUnicasInvoices: "true" },
        { startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1", lineRemover: "Gas", findUnicas: "true" },
      ]),
    );
  });

  it("asks isUnicaInvoicesAssociate first when nothing is stored, then lists once with its answer", async () => {
    const unified = makeInvoices({ line: "Electricidad", count: 2, newest: "2026-10-10", firstNumber: 300_000, unified: true });
    server.use(...invoiceApi(TEST_API, [...electricity, ...unified], { unicas: { Electricidad: true, Gas: false } }));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage() });

    const list = await screen.findByRole("region", { name: "Facturas Unificadas" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    const paths = seen.map((r) => r.url.pathname);
    expect(paths.indexOf("/ov/invoices/api/isUnicaInvoicesAssociate")).toBeLessThan(paths.indexOf(FULLBILLING));
    expect(
      queriesTo(seen, FULLBILLING)
        .map((q) => q.hasUnicasInvoices ?? `findUnicas=${q.findUnicas}`)
        .sort(),
    ).toEqual(["findUnicas=true", "true"]);
  });

  it("shows the empty message when the search answers 204 or fails", async () => {
    server.use(
      http.get(`${TEST_API}${FULLBILLING}`, () => new HttpResponse(null, { status: 204 })),
      ...invoiceApi(TEST_API, []),
    );
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    expect(await screen.findByText("No se han encontrado facturas en las fechas seleccionadas.")).toBeInTheDocument();

    server.use(http.get(`${TEST_API}${FULLBILLING}`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Desde"), "01-10-2026");
    await user.type(screen.getByLabelText("Hasta"), "20-10-2026");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(screen.getByText("Resultados: 0")).toBeInTheDocument());
    expect(screen.getByText("No se han encontrado facturas en las fechas seleccionadas.")).toBeInTheDocument();
  });

  it("'Encontrar factura' searches one number with its own Buscar and keeps the filters typed", async () => {
    server.use(...invoiceApi(TEST_API, [...electricity, ...gas]));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("CUPS"), "ES0021");

    await user.click(screen.getByRole("checkbox", { name: "Encontrar factura" }));
    expect(screen.queryByRole("textbox", { name: "CUPS" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("El campo Número de factura es obligatorio.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Número de factura" })).toHaveFocus();

    await user.type(screen.getByRole("textbox", { name: "Número de factura" }), "100004");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Resultados: 1")).toBeInTheDocument();
    expect(queriesTo(seen, "/ov/invoices/api/searchOneInvoice")).toEqual([{ invoice: "100004" }]);
    expect(within(screen.getByRole("region", { name: "Facturas Simples" })).getByText("100004")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Encontrar factura" }));
    expect(screen.getByRole("textbox", { name: "CUPS" })).toHaveValue("ES0021");
  });

  it("downloads an invoice PDF as Factura-{number}.pdf and shows the spec's text when it fails", async () => {
    server.use(
      ...invoiceApi(TEST_API, electricity),
      http.get(`${TEST_API}/ov/invoices/api/pdf`, ({ request }) =>
        new URL(request.url).searchParams.get("numeroFactura") === "100000"
          ? fileAnswer(2_000, "application/pdf")
          : fileAnswer(40, "application/pdf"),
      ),
    );
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Descargar la factura 100000 en PDF" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("Factura-100000.pdf");

    // 40 bytes is an error page, not a PDF.
    await user.click(screen.getByRole("button", { name: "Descargar la factura 100001 en PDF" }));
    expect(await screen.findByText("Ha ocurrido un error al intentar descargar el PDF de la factura.")).toBeInTheDocument();
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });

  it("shows 'PDF No disponible' when the download flag is null or empty", async () => {
    const [first, second, ...rest] = electricity;
    server.use(...invoiceApi(TEST_API, [{ ...first!, canDownload: null, Pdf: null }, { ...second!, canDownload: "" }, ...rest]));
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    await screen.findByText("Últimas 10 facturas");
    expect(screen.getAllByText("PDF No disponible")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Descargar la factura 100000 en PDF" })).not.toBeInTheDocument();
  });

  it("exports the search to Excel as 'facturas Electricidad.xlsx' and blocks it over 1000 results", { timeout: 20_000 }, async () => {
    const many = makeInvoices({ line: "Electricidad", count: 1_200, newest: "2026-10-28" }).map((invoice, i) => ({
      ...invoice,
      launchDate: `2026-10-${String(1 + (i % 28)).padStart(2, "0")}`,
    }));
    server.use(
      ...invoiceApi(TEST_API, many),
      http.get(`${TEST_API}/ov/invoices/api/Electricidad`, () =>
        fileAnswer(5_000, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      ),
    );
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: withoutUnicas() });
    await screen.findByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await user.clear(screen.getByLabelText("Desde"));
    await user.type(screen.getByLabelText("Desde"), "01-10-2026");
    await user.clear(screen.getByLabelText("Hasta"));
    await user.type(screen.getByLabelText("Hasta"), "02-10-2026");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Resultados: 86")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Descargar Excel de facturas de Electricidad" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("facturas Electricidad.xlsx");
    expect(queriesTo(seen, "/ov/invoices/api/Electricidad")).toEqual([
      { line: "Electricidad", startDate: "2026-10-01", endDate: "2026-10-02", hasUnicasInvoices: "false" },
    ]);

    await user.clear(screen.getByLabelText("Hasta"));
    await user.type(screen.getByLabelText("Hasta"), "28-10-2026");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Resultados: 1200")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar Excel de facturas de Electricidad" })).toBeDisabled();
    expect(
      screen.getByText("La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos."),
    ).toBeInTheDocument();
    expect(screen.getByText("Resultados actuales 1200")).toBeInTheDocument();
    expect(screen.getByText("EXCEL: 1,000 resultados")).toBeInTheDocument();
    expect(screen.getByText("PDF, ZIP: 200 resultados")).toBeInTheDocument();
  });

  it("the Gas tab lists gas invoices and brings a unified gas invoice's proformas from unicas/gas", { timeout: 20_000 }, async () => {
    const gasUnified = makeInvoices({ line: "Gas", count: 2, newest: "2026-10-12", firstNumber: 600_000, unified: true });
    gasUnified[0] = { ...gasUnified[0]!, hasProformas: 2 };
    server.use(
      ...invoiceApi(TEST_API, [...electricity, ...gas, ...gasUnified]),
      http.get(`${TEST_API}/ov/invoices/api/fullbilling/unicas/gas`, () => fileAnswer(1_500, "application/zip")),
    );
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } }) });
    await screen.findAllByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole("tab", { name: "Gas" }));
    const panel = screen.getByRole("tabpanel", { name: "Gas" });
    // Four actions and more: the proformas are in the row's 'Más acciones' menu.
    await user.click(await within(panel).findByRole("button", { name: "Más acciones de 600000" }));
    await user.click(await screen.findByRole("menuitem", { name: "Proformas de la factura 600000" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("PROFORMAS-FU900000.zip");
    const proformas = seen.find((r) => r.url.pathname === "/ov/invoices/api/fullbilling/unicas/gas")!;
    expect([...proformas.url.searchParams.keys()]).toEqual(["cb"]);
    expect(proformas.headers.get("numeroFactura")).toBe("900000");
    expect(proformas.headers.get("serieFactura")).toBe("FU");
    expect(proformas.headers.get("linea")).toBe("Gas");
    expect(queriesTo(seen, FULLBILLING)).toEqual(
      expect.arrayContaining([
        { startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1", lineRemover: "Electricidad", findUnicas: "true" },
      ]),
    );
    // The electricity tab kept its state, hidden.
    expect(screen.getByRole("tab", { name: "Electricidad" })).toHaveAttribute("aria-selected", "false");
  });
});
