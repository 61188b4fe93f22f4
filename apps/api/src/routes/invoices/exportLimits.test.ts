import { loadConfig } from "../../config";
import type { DocumentRunner } from "../../documents/pool/documentService";
import { DocumentService } from "../../documents/pool/documentService";
import { get, type InvoiceTestContext, startInvoiceApp } from "./invoices.testing";

/** A pool whose tasks wait until the test lets them finish (or fail). */
class HeldPool implements DocumentRunner {
  readonly tasks: Array<{ name: string; signal?: AbortSignal; finish(): void; fail(error: Error): void }> = [];

  run(name: string, _args: unknown, signal?: AbortSignal): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      signal?.addEventListener("abort", () => reject(new Error("The task has been aborted")));
      this.tasks.push({ name, signal, finish: () => resolve(Buffer.alloc(400, 7)), fail: reject });
    });
  }

  async close(): Promise<void> {}
}

const ZIP = "/ov/invoices/api/fullbilling/allinRar/Electricidad";
const RANGE = { startDate: "2025-03-16", endDate: "2026-03-15" };

let t: InvoiceTestContext;
let pool: HeldPool;
let documents: DocumentService;
beforeAll(async () => {
  pool = new HeldPool();
  documents = new DocumentService({ ...loadConfig({ OV_DEMO: "1" }), exportWorkers: 1, exportQueueLimit: 16 }, pool);
  t = await startInvoiceApp({ documents });
}, 120_000);
afterAll(() => t.close());

const zipOf = (token: string) => get(t.app, ZIP, { token, query: RANGE });
const slotsOf = (caller: { userId: number }) => documents.gate.count(`user:${caller.userId}`);

describe("exports in flight per user", () => {
  it("takes two 12-month ZIPs at once, answers the third 429 with Retry-After, and takes one again after", async () => {
    const first = zipOf(t.tokens.demo);
    const second = zipOf(t.tokens.demo);
    await vi.waitFor(() => expect(pool.tasks).toHaveLength(2), { timeout: 20_000 });

    const third = await zipOf(t.tokens.demo);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json()).toEqual({ code: 429, mensaje: "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo." });
    expect(pool.tasks).toHaveLength(2);

    // Another customer is not held back by demo's two.
    const other = zipOf(t.tokens.demo2);
    await vi.waitFor(() => expect(slotsOf(t.callers.demo2)).toBe(1), { timeout: 20_000 });

    for (const task of pool.tasks) task.finish();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(slotsOf(t.callers.demo)).toBe(0);

    const again = zipOf(t.tokens.demo);
    await vi.waitFor(() => expect(pool.tasks).toHaveLength(4), { timeout: 20_000 });
    for (const task of pool.tasks.slice(2)) task.finish();
    expect((await again).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
    pool.tasks.length = 0;
  });

  it("gives the slot back when the document fails", async () => {
    const failing = zipOf(t.tokens.demo);
    await vi.waitFor(() => expect(pool.tasks).toHaveLength(1), { timeout: 20_000 });
    pool.tasks[0]!.fail(new Error("pdfkit broke"));
    expect((await failing).statusCode).toBe(500);
    expect(slotsOf(t.callers.demo)).toBe(0);
    pool.tasks.length = 0;
  });

  it("gives the slot back and stops the task when the client leaves", async () => {
    const port = 8310;
    await t.app.listen({ port, host: "127.0.0.1" });
    const leaving = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}${ZIP}?${new URLSearchParams(RANGE)}`, {
      headers: { authorization: `Bearer ${t.tokens.demo}` },
      signal: leaving.signal,
    }).catch((error: Error) => error);
    await vi.waitFor(() => expect(pool.tasks).toHaveLength(1), { timeout: 20_000 });
    leaving.abort();
    expect(await request).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(pool.tasks[0]!.signal?.aborted).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(slotsOf(t.callers.demo)).toBe(0), { timeout: 10_000 });
    expect(documents.gate.count()).toBe(0);
  });
});
