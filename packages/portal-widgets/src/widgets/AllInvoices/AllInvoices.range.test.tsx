import { setupServer } from "msw/node";
import { vi } from "vitest";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { makeInvoices } from "../shared/invoices/invoices.testing";
import { expectOneRange } from "../shared/invoices/oneRangeJourney.testing";
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
    await expectOneRange({
      server,
      screenElement: <AllInvoices />,
      line: "Electricidad",
      invoices: [...simple, ...unified],
      unifiedRows: 3,
      range: { desde: "08-10-2026", hasta: "28-10-2026" },
    });
  });
});
