import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { invoiceApi } from "../shared/invoices/invoices.testing";
import { AllInvoices } from "./AllInvoices";
import { unifiedMembers } from "./unified.testing";

const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
beforeAll(() => import("../shared/invoices/InvoiceCharts/InvoiceBarChart"));
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withUnicas = () => loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } });

describe("AllInvoices' unified invoices", () => {
  it("lists each unified invoice once, with its members' total and its members in a disclosure beneath", async () => {
    server.use(...invoiceApi(TEST_API, unifiedMembers()));
    renderWithPortal(<AllInvoices />, { storage: withUnicas() });
    const list = await screen.findByRole("region", { name: "Facturas Unificadas" });
    const table = await within(list).findByRole("table");
    // The header, FU2026000655 and its disclosure row, FU2026000700 (one member: no disclosure).
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("FU2026000655");
    expect(rows[1]).toHaveTextContent("581,10 €");
    expect(rows[1]).not.toHaveTextContent("481,00 €");
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: "Unificado: factura FU2026000655 en PDF" })).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByRole("button", { name: /^Desglose de la factura / })).toBeVisible();

    const disclosure = within(rows[2] as HTMLElement).getByText("Ver facturas incluidas (3)");
    const members = within(rows[2] as HTMLElement).getByRole("list", { name: "Facturas incluidas en FU2026000655", hidden: true });
    expect(members).not.toBeVisible();
    await userEvent.click(disclosure);
    expect(members).toBeVisible();
    const items = within(members).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".ov\\:tabular-nums")?.textContent)).toEqual(["481,00 €", "57,97 €", "42,13 €"]);
    expect(within(items[0] as HTMLElement).getByRole("button", { name: /^Desglose de la factura 300000/ })).toBeVisible();
  });
});
