import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { warmInvoiceChunks } from "../../testing/lazyChunks.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { AllInvoices } from "./AllInvoices";
import { unifiedMembers } from "./unified.testing";

// A phone: every measured box is 375 px wide, so the tables show cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

// Tables of invoices and their cards take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(warmInvoiceChunks, 60_000);
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("AllInvoices on a phone", () => {
  it("shows each invoice as a card with its amount first and its PDF and 'Desglose' visible", async () => {
    server.use(...invoiceApi(TEST_API, makeInvoices({ line: "Electricidad", count: 12, newest: "2026-10-28" })));
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "false" } }) });
    await screen.findByText("Últimas 10 facturas");
    const simple = screen.getByRole("region", { name: "Facturas Simples" });
    expect(within(simple).queryByRole("table")).toBeNull();
    const cards = within(simple).getAllByRole("article");
    expect(cards).toHaveLength(10);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector("[data-slot=card-key]")).toHaveTextContent(/^Importe Total.*€$/);
    expect(within(first).getByRole("button", { name: /^Descargar la factura .* en PDF$/ })).toBeVisible();
    expect(within(first).getByRole("button", { name: /^Desglose de la factura / })).toBeVisible();
  });
  it("shows a unified invoice once, its total first, its member invoices in a disclosure inside the card", async () => {
    server.use(...invoiceApi(TEST_API, unifiedMembers()));
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } }) });
    const unified = await screen.findByRole("region", { name: "Facturas Unificadas" });
    const card = await within(unified).findByRole("article", { name: "FU2026000655" });
    expect(within(unified).getAllByRole("article")).toHaveLength(2);
    expect(card.querySelector("[data-slot=card-key]")).toHaveTextContent("581,10 €");
    expect(within(card).getByRole("button", { name: "Unificado: factura FU2026000655 en PDF" })).toBeVisible();
    const members = card.querySelector("[data-slot=unified-members]") as HTMLDetailsElement;
    expect(members.tagName).toBe("DETAILS");
    await userEvent.click(within(card).getByText("Ver facturas incluidas (3)"));
    expect(members.open).toBe(true);
    expect(within(members).getAllByRole("listitem")).toHaveLength(3);
    expect(within(members).getByText("57,97 €")).toBeVisible();
  });
});
