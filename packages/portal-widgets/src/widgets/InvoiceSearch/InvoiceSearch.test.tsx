import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { captureSavedFiles } from "../shared/invoices/BulkDownloads/savedFiles.testing";
import { InvoiceSearch } from "./InvoiceSearch";
import { CONTRACT, type InvoiceFixtureOptions, invoiceSearchHandlers } from "./InvoiceSearch.testing";

// The charts' drawing (recharts) is a lazy chunk: import it once before the tests, so its
// first transform is not timed with one of them.
beforeAll(() => import("../shared/invoices/InvoiceCharts/InvoiceBarChart"));

// The machine running the suite is shared and slow: give each page render room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const API = "https://api.test";
const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
let log: string[];
let saved: ReturnType<typeof captureSavedFiles>;
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  log = [];
  saved = captureSavedFiles();
});
afterEach(() => {
  server.resetHandlers();
  saved.restore();
});
afterAll(() => server.close());

function renderSearch(options: InvoiceFixtureOptions = {}) {
  server.use(...invoiceSearchHandlers(API, { ...options, log }));
  const navigate = vi.fn();
  render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl={API} navigate={navigate} storage={memoryStorage(loggedInStorage())}>
      <InvoiceSearch codAbonado={CONTRACT} />
    </PortalProvider>,
  );
  return navigate;
}

const requests = (path: string) =>
  log.filter((entry) => entry.startsWith(path)).map((entry) => Object.fromEntries(new URLSearchParams(entry.split("?")[1])));
const LIST = "/ov/contracts/api/contractCode/invoices/";
const desde = () => screen.getByRole("textbox", { name: "Desde" });
const hasta = () => screen.getByRole("textbox", { name: "Hasta" });
const caption = () => document.querySelector('[data-slot="results-caption"]');
const rows = () =>
  within(screen.getByRole("region", { name: "Listado de facturas" }))
    .getAllByRole("row")
    .slice(1);

async function searchRange(from: string, to: string) {
  await userEvent.clear(desde());
  await userEvent.type(desde(), from);
  await userEvent.clear(hasta());
  await userEvent.type(hasta(), to);
  await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
}

describe("InvoiceSearch", () => {
  it("first load: the contract, the default query's last 10 invoices, the range they span, ZIP, charts and export", async () => {
    renderSearch();
    expect(await screen.findByRole("heading", { name: "Buscar Facturas" })).toBeInTheDocument();
    expect(screen.getByText("Número máximo de meses de consulta 12")).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(caption()).toHaveTextContent("Últimas 10 facturas");
    expect(screen.getByText("ES0021000000123456AB")).toBeInTheDocument();
    expect(requests(LIST)).toEqual([{ line: "Electricidad", contractCode: CONTRACT, limit: "10", defaultQuery: "true" }]);
    expect(requests("/ov/cups/api/cupsMe")).toEqual([{ contract: CONTRACT }]);
    expect(requests("/ov/invoices/api/fullbilling")).toEqual([{ contract: CONTRACT, findUnicas: "true", isDefaultQuery: "true" }]);
    expect(desde()).toHaveValue("10-09-2023");
    expect(hasta()).toHaveValue("10-06-2024");
    expect(
      within(rows()[0]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "FE2405000",
      "10/06/2024",
      "01/06/2024",
      "09/06/2024",
      "38,47 €",
      "Pendiente",
      "28/06/2024",
      "180,00",
      "PDF",
      "Desglose¿Por qué ha cambiado?",
    ]);
    expect(within(rows()[3]!).getByText("PDF No disponible")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar ZIP" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Exportar Consumo" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Consumo" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(requests("/ov/contracts/api/contractCode/charts/invoices/")).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "Facturas Adicionales" })).toBeInTheDocument();
  });

  it("searches a dated range page by page, and a new search goes back to page 1", async () => {
    renderSearch({ datedTotal: 23 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await searchRange("01-03-2024", "10-06-2024");
    await waitFor(() => expect(caption()).toHaveTextContent("Resultados ( 23 )"));
    expect(requests(LIST)[1]).toEqual({
      line: "Electricidad",
      contractCode: CONTRACT,
      limit: "10",
      startDate: "2024-03-01",
      endDate: "2024-06-10",
      start: "1",
    });
    expect(screen.getByText("Página 1/3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Página 3" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(requests(LIST).at(-1)).toMatchObject({ start: "3", startDate: "2024-03-01" });
    // Pasted with a tab and a control character, which the API would refuse: both are dropped.
    await userEvent.click(screen.getByRole("textbox", { name: "Número de factura" }));
    await userEvent.paste("FE2405\t000\u0001");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(caption()).toHaveTextContent("Resultados ( 1 )"));
    expect(requests(LIST).at(-1)).toEqual({
      line: "Electricidad",
      contractCode: CONTRACT,
      limit: "10",
      startDate: "2024-03-01",
      endDate: "2024-06-10",
      start: "1",
      factura: "FE2405000",
    });
  });

  it("sends the amount range only once narrowed, as minPrice and maxPrice", async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const minInput = screen.getByRole("spinbutton", { name: "Importe mínimo (€)" });
    await waitFor(() => expect(minInput).toHaveValue(20));
    await userEvent.clear(minInput);
    await userEvent.type(minInput, "50{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(requests(LIST)).toHaveLength(2));
    expect(requests(LIST)[1]).toMatchObject({ minPrice: "50", maxPrice: "480", startDate: "2023-09-10", endDate: "2024-06-10" });
  });

  it("checks the dates before searching and sends nothing while they fail", async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.clear(desde());
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(desde()).toHaveAccessibleDescription("El campo Desde es obligatorio. Formato DD-MM-YYYY, por ejemplo 05-03-2024.");
    expect(desde()).toHaveFocus();
    await searchRange("01-01-2023", "10-06-2024");
    expect(desde()).toHaveAccessibleDescription(
      "Sólo es posible realizar una consulta en un rango de 12 meses. Formato DD-MM-YYYY, por ejemplo 05-03-2024.",
    );
    expect(requests(LIST)).toHaveLength(1);
  });

  it("shows the empty message for 'No se han encontrado datos del titular.', without downloads or charts", async () => {
    renderSearch({ empty: true });
    expect(await screen.findAllByText("No se han encontrado facturas en las fechas seleccionadas.")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Descargar ZIP" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Importes" })).not.toBeInTheDocument();
  });

  it("downloads one invoice's PDF with &CUPS as 'Factura-{series}{number}.pdf'", async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Descargar PDF de la factura FE2405000" }));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["Factura-FE2405000.pdf"]));
    expect(requests("/ov/invoices/api/pdf")).toEqual([
      { serieFactura: "FE24", numeroFactura: "05000", line: "Electricidad", CUPS: "ES0021000000123456AB" },
    ]);
  });

  it("shows the spec's message when the PDF fails", async () => {
    renderSearch({ pdfFails: true });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Descargar PDF de la factura FE2405000" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error al intentar descargar el PDF de la factura.");
  });

  it("saves the ZIP as 'facturas Electricidad.rar' and the consumption as 'consumos Electricidad.xlsx' for the range on screen", async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Descargar ZIP" }));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["facturas Electricidad.rar"]));
    await userEvent.click(screen.getByRole("button", { name: "Exportar Consumo" }));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["facturas Electricidad.rar", "consumos Electricidad.xlsx"]));
    const range = { startDate: "2023-09-10", endDate: "2024-06-10" };
    expect(requests("/ov/contracts/api/contractCode/fullbilling")).toEqual([
      { CUPS: "ES0021000000123456AB", line: "Electricidad", contractCode: CONTRACT, ...range },
    ]);
    expect(requests("/ov/consumptions/api/fullbilling")).toEqual([
      { contractCode: CONTRACT, cups: "ES0021000000123456AB", line: "Electricidad", ...range },
    ]);
    expect(requests("/ov/contracts/fullbilling")[0]).toEqual({
      contractCode: CONTRACT,
      line: "Electricidad",
      startDate: "10-09-2023",
      endDate: "10-06-2024",
    });
  });

  it("blocks the ZIP over 200 results after a search, with the over-limit message", async () => {
    renderSearch({ datedTotal: 250 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await searchRange("01-01-2024", "10-06-2024");
    await waitFor(() => expect(caption()).toHaveTextContent("Resultados ( 250 )"));
    expect(screen.getByRole("button", { name: "Descargar ZIP" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Exportar Consumo" })).toBeEnabled();
    expect(screen.getByText("Resultados actuales 250")).toBeInTheDocument();
    expect(screen.getByText("PDF, ZIP: 200 resultados")).toBeInTheDocument();
  });

  it("lists 'Facturas Adicionales' with their own pages and downloads the unified PDF", async () => {
    renderSearch({ unified: 14 });
    const table = await screen.findByRole("region", { name: "Listado de facturas adicionales" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    await userEvent.click(within(table).getByRole("button", { name: "Unificado: descargar PDF de la factura UN240900" }));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["Factura-UN240900.pdf"]));
    expect(requests("/ov/contracts/api/contracts")).toEqual([
      { numeroFactura: "0900", serieFactura: "UN24", line: "Electricidad", "Content-Type": "pdf", base64: "false" },
    ]);
    await searchRange("01-03-2024", "10-06-2024");
    await waitFor(() => expect(requests("/ov/invoices/api/fullbilling")).toHaveLength(2));
    const pager = screen.getByRole("navigation", { name: "Paginación de facturas adicionales" });
    await userEvent.click(within(pager).getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(requests("/ov/invoices/api/fullbilling")).toHaveLength(3));
    expect(requests("/ov/invoices/api/fullbilling").at(-1)).toEqual({
      contract: CONTRACT,
      findUnicas: "true",
      startDate: "2024-03-01",
      endDate: "2024-06-10",
      start: "2",
    });
    expect(requests(LIST).at(-1)).toMatchObject({ start: "1" });
  });

  it("asks for the previous year's same months when the chart overlay is turned on", async () => {
    renderSearch();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole("checkbox", { name: "Comparar con el año anterior" }));
    await waitFor(() => expect(requests("/ov/contracts/api/contractCode/charts/invoices/")).toHaveLength(2));
    expect(requests("/ov/contracts/api/contractCode/charts/invoices/")[1]).toEqual({
      line: "Electricidad",
      contractCode: CONTRACT,
      startDate: "2022-09-10",
      endDate: "2023-06-10",
    });
    expect(await screen.findByRole("columnheader", { name: "Consumo (año anterior) (kWh)" })).toBeInTheDocument();
  });

  it("says so, with a link home, when the contract is not one of the user's", async () => {
    const navigate = renderSearch({ notMine: true });
    expect(await screen.findByText(`No se ha encontrado el contrato ${CONTRACT} entre tus productos contratados.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Volver al inicio" }));
    expect(navigate).toHaveBeenCalledWith("/");
    expect(requests(LIST)).toEqual([]);
  });
});
