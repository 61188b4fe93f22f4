import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { vi } from "vitest";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { renderWithPortal } from "../../testing/renderWithPortal";
import { loggedInStorage } from "../../testing/session";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub";
import { recordRequestUrls, TEST_API } from "../shared/invoices/invoiceRequests.testing";
import { invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { exportDates, exportFiles, lateUnifiedList } from "../shared/invoices/oneRange.testing";
import { AllInvoices } from "./AllInvoices";

// Part 2 §4: the default query's range is the earliest and latest launch dates of what it
// lists, both lists; the fields show it and every export sends it, whichever list answers first.

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

const server = setupServer();
beforeAll(() => {
  ensureResizeObserver();
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Simple invoices 19-10 … 28-10 on the first page; unified ones 08-10 … 10-10, answered later.
const simple = makeInvoices({ line: "Electricidad", count: 25, newest: "2026-10-28" });
const unified = makeInvoices({ line: "Electricidad", count: 3, newest: "2026-10-10", firstNumber: 300_000, unified: true });

describe("AllInvoices: one range for the fields and the exports", () => {
  it("waits for the unified list that answers last, then fields, Excel, PDF and ZIP all say 08-10-2026 – 28-10-2026", {
    timeout: 30_000,
  }, async () => {
    server.use(...lateUnifiedList(TEST_API), ...invoiceApi(TEST_API, [...simple, ...unified]), ...exportFiles(TEST_API, "Electricidad"));
    const seen = recordRequestUrls(server);
    renderWithPortal(<AllInvoices />, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } }) });

    const list = await screen.findByRole("region", { name: "Facturas Unificadas" });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(4));
    await waitFor(() => expect(screen.getByLabelText("Desde")).toHaveValue("08-10-2026"));
    expect(screen.getByLabelText("Hasta")).toHaveValue("28-10-2026");

    const user = userEvent.setup({ delay: null });
    for (const format of ["Excel", "PDF", "ZIP"]) {
      await user.click(screen.getByRole("button", { name: `Descargar ${format} de facturas de Electricidad` }));
    }
    await waitFor(() => expect(exportDates(seen, "Electricidad").every(Boolean)).toBe(true));
    const shown = { desde: "08-10-2026", hasta: "28-10-2026" };
    expect(exportDates(seen, "Electricidad")).toEqual([shown, shown, shown]);
  });
});
