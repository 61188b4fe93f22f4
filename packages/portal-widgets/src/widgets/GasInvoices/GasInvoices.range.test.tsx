import { setupServer } from "msw/node";
import { vi } from "vitest";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { makeInvoices } from "../shared/invoices/invoices.testing";
import { expectOneRange } from "../shared/invoices/oneRangeJourney.testing";
import { GasInvoices } from "./GasInvoices";

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

// Simple gas invoices 11-10 … 20-10 (the last 10); unified ones 04-10 … 05-10 from unicas/gas, answered later.
const simple = makeInvoices({ line: "Gas", count: 12, newest: "2026-10-20" });
const unified = makeInvoices({ line: "Gas", count: 2, newest: "2026-10-05", firstNumber: 600_000, unified: true });

describe("GasInvoices: one range for the fields and the exports", () => {
  it("waits for the unified list that answers last, then fields, Excel, PDF and ZIP all say 04-10-2026 – 20-10-2026", {
    timeout: 30_000,
  }, async () => {
    await expectOneRange({
      server,
      screenElement: <GasInvoices />,
      line: "Gas",
      invoices: [...simple, ...unified],
      unifiedRows: 2,
      range: { desde: "04-10-2026", hasta: "20-10-2026" },
    });
  });
});
