import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { TEST_ADMIN_API, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { invoiceApi } from "../shared/invoices/invoices.testing";
import { AdminInvoices } from "./AdminInvoices";
import { adminInvoices, contractDetailApi } from "./AdminInvoices.testing";

// A phone: every measured box is 375 px wide, so the tables show cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

// Tables of invoices and their cards take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AdminInvoices on a phone", () => {
  it("shows each invoice as a card: its amount first, the contract's details, the PDF and 'Desglose' as buttons", async () => {
    const db = adminInvoices();
    server.use(
      ...invoiceApi(TEST_API, db),
      ...invoiceApi(TEST_ADMIN_API, db),
      contractDetailApi(TEST_API),
      contractDetailApi(TEST_ADMIN_API),
    );
    renderWithPortal(<AdminInvoices />, { storage: loggedInStorage({ admin: true }) });
    // One list of cards per comunidad (CIF).
    const lists = await screen.findAllByRole("list", { name: /^Facturas de CIF / });
    const list = lists[0]!.closest("[data-slot=admin-group]")!.parentElement!;
    expect(within(list).queryAllByRole("table")).toHaveLength(0);
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(10);
    for (const card of cards) expect(card.querySelector("[data-slot=card-key]")).toHaveTextContent(/^Importe Total.*€$/);
    expect(within(list).getByRole("button", { name: "Unificado: factura FU800001 en PDF" })).toBeVisible();
    expect(within(list).getAllByRole("button", { name: /^Desglose de la factura / }).length).toBeGreaterThan(0);
    expect(within(list).getAllByRole("button", { name: /^Ver los detalles del contrato / }).length).toBeGreaterThan(0);
  });
});
