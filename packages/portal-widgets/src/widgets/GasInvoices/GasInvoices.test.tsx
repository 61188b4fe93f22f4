import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { setupServer } from "msw/node";
import { vi } from "vitest";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { queriesTo, recordRequestUrls, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { fileAnswer, invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { GasInvoices } from "./GasInvoices";

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

// Tables of invoices, their columns and dialogs take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
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
const UNICAS = "/ov/invoices/api/fullbilling/unicas/gas";
const gas = makeInvoices({ line: "Gas", count: 14, newest: "2026-10-20" });
gas[0] = { ...gas[0]!, hasProformas: 1 };
const gasUnified = makeInvoices({ line: "Gas", count: 3, newest: "2026-10-12", firstNumber: 600_000, unified: true });
const electricity = makeInvoices({ line: "Electricidad", count: 5 });
const db = [...gas, ...gasUnified, ...electricity];
const storage = (extra: Record<string, string> = {}) => loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true", ...extra } });
const defaults = { startDate: "0", endDate: "0", isDefaultQuery: "true", start: "1" };

describe("GasInvoices", () => {
  it("shows the title, the Gas button, the Electricidad and Volver links and both list layouts", async () => {
    server.use(...invoiceApi(TEST_API, db));
    const seen = recordRequestUrls(server);
    const { navigate } = renderWithPortal(<GasInvoices />, { storage: storage() });

    expect(screen.getByRole("heading", { level: 1, name: "Buscar Facturas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gas" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Electricidad" })).toHaveAttribute("href", "/allinvoices");
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");

    const simple = await screen.findByRole("region", { name: "Tabla de Facturas Simples" });
    expect(
      within(simple)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Línea",
      "Código",
      "Contrato",
      "NIF",
      "Dirección",
      "Número",
      "Fecha de Factura",
      "Importe Total",
      // Ours, after the spec's 'Importe Total' (what is owed).
      "Estado",
      "Fecha de vencimiento",
      "Lectura Desde",
      "Lectura Hasta",
      "Factura",
    ]);
    const unified = await screen.findByRole("region", { name: "Tabla de Facturas Unificadas" });
    expect(
      within(unified)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Línea", "NIF", "Número", "Fecha de Factura", "Importe Total", "Estado", "Fecha de vencimiento", "Factura"]);
    expect(within(unified).getAllByRole("row")).toHaveLength(4);
    expect(queriesTo(seen, FULLBILLING)).toEqual([{ ...defaults, lineRemover: "Electricidad", hasUnicasInvoices: "true" }]);
    expect(queriesTo(seen, UNICAS)).toEqual([{ ...defaults, "Content-Type": "application/json" }]);
    expect(screen.getByText("Rango importes")).toBeInTheDocument();
    expect(screen.getByText("-20,00 € – 480,00 €")).toBeInTheDocument();
  });

  it("hides the Electricidad link without electricity contracts", async () => {
    server.use(...invoiceApi(TEST_API, db));
    renderWithPortal(<GasInvoices />, {
      storage: storage({ [SESSION_KEYS.totalContractsElectricidad]: "0", [SESSION_KEYS.totalElectricidad]: "0" }),
    });
    await screen.findAllByText("Últimas 10 facturas");
    expect(screen.queryByRole("link", { name: "Electricidad" })).not.toBeInTheDocument();
  });

  it("refuses more than 12 months, then searches both lists with the amounts chosen", { timeout: 20_000 }, async () => {
    server.use(...invoiceApi(TEST_API, db));
    const seen = recordRequestUrls(server);
    renderWithPortal(<GasInvoices />, { storage: storage() });
    await screen.findAllByText("Últimas 10 facturas");
    const user = userEvent.setup({ delay: null });

    await user.clear(screen.getByLabelText("Desde"));
    await user.type(screen.getByLabelText("Desde"), "01-04-2025");
    await user.clear(screen.getByLabelText("Hasta"));
    await user.type(screen.getByLabelText("Hasta"), "20-10-2026");
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Sólo es posible realizar una consulta en un rango de 12 meses.")).toBeInTheDocument();
    expect(queriesTo(seen, FULLBILLING)).toHaveLength(1);

    await user.clear(screen.getByLabelText("Desde"));
    await user.type(screen.getByLabelText("Desde"), "01-01-2026");
    // The minimum thumb one euro up: the range is narrowed, so it is sent.
    fireEvent.keyDown(screen.getByRole("slider", { name: "Importe mínimo" }), { key: "ArrowRight" });
    await user.click(screen.getByRole("button", { name: "Buscar" }));
    expect(await screen.findByText("Resultados: 14")).toBeInTheDocument();
    const filters = {
      startDate: "2026-01-01",
      endDate: "2026-10-20",
      minPrice: "-19",
      maxPrice: "480",
      isDefaultQuery: "false",
      start: "1",
    };
    expect(queriesTo(seen, FULLBILLING).at(-1)).toEqual({ ...filters, lineRemover: "Electricidad", hasUnicasInvoices: "true" });
    expect(queriesTo(seen, UNICAS).at(-1)).toEqual({ ...filters, "Content-Type": "application/json" });
    await waitFor(() => expect(screen.getByText("Resultados: 3")).toBeInTheDocument());
  });

  it("names the invoice when its PDF fails and saves the unified PDF and the proformas under the spec's names", async () => {
    server.use(
      ...invoiceApi(TEST_API, db),
      http.get(`${TEST_API}/ov/invoices/api/pdf`, () => fileAnswer(60, "application/pdf")),
      http.get(`${TEST_API}/ov/contracts/api/contracts`, () => fileAnswer(3_000, "application/pdf")),
      http.get(`${TEST_API}/ov/invoices/api/proforma`, () => fileAnswer(200, "application/vnd.ms-excel")),
    );
    const seen = recordRequestUrls(server);
    renderWithPortal(<GasInvoices />, { storage: storage() });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Descargar la factura 500001 en PDF" }));
    expect(await screen.findByText("Ha ocurrido un error al intentar descargar la factura: 500001")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Unificado: factura FU900000 en PDF" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("Factura-FU900000.pdf");
    expect(queriesTo(seen, "/ov/contracts/api/contracts")).toEqual([
      { numeroFactura: "900000", serieFactura: "FU", line: "Gas", "Content-Type": "pdf", base64: "false" },
    ]);

    // 200 bytes is under the 300-byte minimum of a proforma Excel. Four actions and more: the
    // proformas are in the row's 'Más acciones' menu.
    await user.click(screen.getByRole("button", { name: "Más acciones de 500000" }));
    await user.click(await screen.findByRole("menuitem", { name: "Proformas de la factura 500000" }));
    expect(await screen.findByText("Ha ocurrido un error al intentar descargar el archivo solicitado.")).toBeInTheDocument();
    const proforma = seen.find((r) => r.url.pathname === "/ov/invoices/api/proforma")!;
    expect(proforma.headers.get("numeroFactura")).toBe("500000");
    expect(proforma.headers.get("serieFactura")).toBe("ENERGIA");
    expect(proforma.headers.get("linea")).toBe("Gas");
    expect(proforma.headers.get("Accept")).toBe("application/vnd.ms-excel");
    expect(saveBlob).toHaveBeenCalledTimes(1);

    server.use(http.get(`${TEST_API}/ov/invoices/api/proforma`, () => fileAnswer(900, "application/vnd.ms-excel")));
    await user.click(screen.getByRole("button", { name: "Más acciones de 500000" }));
    await user.click(await screen.findByRole("menuitem", { name: "Proformas de la factura 500000" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls[1]![1]).toBe("PROFORMAS-500000.xls");
  });
});
