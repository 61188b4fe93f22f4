import { configure, render, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { InvoiceSearch } from "./InvoiceSearch";
import { CONTRACT, invoiceSearchHandlers } from "./InvoiceSearch.testing";

// A phone: every measured box is 375 px wide, so the tables show cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const API = "https://api.test";
const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("InvoiceSearch on a phone", () => {
  it("shows each invoice as a card: its number, its amount first and large, the PDF and the insights as buttons", async () => {
    server.use(...invoiceSearchHandlers(API, { unified: 3, log: [] }));
    render(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl={API}
        navigate={vi.fn()}
        storage={memoryStorage(loggedInStorage())}
      >
        <InvoiceSearch codAbonado={CONTRACT} />
      </PortalProvider>,
    );
    const list = await screen.findByRole("list", { name: "Listado de facturas" });
    expect(screen.queryByRole("region", { name: "Listado de facturas" })).toBeNull();
    const card = within(list).getByRole("article", { name: "FE2405000" });
    expect(within(card).getByText("38,47 €").closest("[data-slot=card-key]")).toHaveTextContent("Importe Total");
    expect(within(card).getByRole("button", { name: "Descargar PDF de la factura FE2405000" })).toBeVisible();
    expect(within(card).getByRole("button", { name: "Desglose de la factura FE2405000" })).toBeVisible();
    expect(within(card).getByText("Más datos")).toBeInTheDocument();

    const additional = await screen.findByRole("list", { name: "Listado de facturas adicionales" });
    const first = within(additional).getAllByRole("article")[0] as HTMLElement;
    expect(first.querySelector("[data-slot=card-key]")).toHaveTextContent(/Importe Total.*€/);
    expect(within(first).getByRole("button", { name: /^Unificado: descargar PDF de la factura / })).toBeVisible();
  });
});
