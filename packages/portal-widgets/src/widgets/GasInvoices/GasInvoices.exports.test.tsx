import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { recordRequestUrls, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { GasInvoices } from "./GasInvoices";

// Part 2 §5: exports cover at most 12 months. After the default query the range is that
// of the last 10 invoices; bimonthly gas invoices span more than a year, which the server
// refuses (400), so the buttons are blocked with the rule's text, as after a dated search.

const server = setupServer();
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DAY = 86_400_000;
/** `count` gas invoices `everyDays` apart, newest 2026-10-20. */
function gasEvery(everyDays: number, count = 12) {
  const newest = Date.parse("2026-10-20T00:00:00Z");
  return makeInvoices({ line: "Gas", count }).map((invoice, i) => ({
    ...invoice,
    launchDate: new Date(newest - i * everyDays * DAY).toISOString().slice(0, 10),
  }));
}
const storage = () => loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "false" } });
const yearRule = "Sólo se permite 1 Año como máximo para las exportaciones.";
const exportButtons = () =>
  ["Excel", "PDF", "ZIP"].map((format) => screen.getByRole("button", { name: `Descargar ${format} de facturas de Gas` }));

describe("GasInvoices exports after the default query", () => {
  it("blocks them when the last 10 invoices span more than 12 months (bimonthly gas)", { timeout: 20_000 }, async () => {
    server.use(...invoiceApi(TEST_API, gasEvery(61)));
    const seen = recordRequestUrls(server);
    renderWithPortal(<GasInvoices />, { storage: storage() });
    await screen.findAllByText("Últimas 10 facturas");

    for (const button of exportButtons()) expect(button).toBeDisabled();
    const notice = screen.getByText("Límites incumplidos:").closest("[data-slot='bulk-downloads-over-limit']") as HTMLElement;
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([yearRule]);

    await userEvent.click(exportButtons()[0]!);
    await waitFor(() => expect(seen.some((r) => r.url.pathname.startsWith("/ov/invoices/api/excel"))).toBe(false));
    expect(screen.queryByText(/Ha ocurrido un error al intentar exportar/)).not.toBeInTheDocument();
  });

  it("leaves them open when the last 10 invoices fit in 12 months (monthly gas)", { timeout: 20_000 }, async () => {
    server.use(...invoiceApi(TEST_API, gasEvery(30)));
    renderWithPortal(<GasInvoices />, { storage: storage() });
    await screen.findAllByText("Últimas 10 facturas");
    for (const button of exportButtons()) expect(button).toBeEnabled();
    expect(screen.queryByText(yearRule)).not.toBeInTheDocument();
  });
});
