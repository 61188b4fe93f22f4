import { get, type InvoiceTestContext, startInvoiceApp } from "./invoices.testing";

// The real worker pool (EXPORT_WORKERS' default): the documents leave the event loop.
let t: InvoiceTestContext;
beforeAll(async () => {
  t = await startInvoiceApp();
}, 120_000);
afterAll(() => t.close());

const ZIP = "/ov/invoices/api/fullbilling/allinRar/Electricidad";
const YEAR = { startDate: "2025-03-16", endDate: "2026-03-15" };

describe("heavy exports and the event loop", () => {
  it("keeps /healthz answering while 12-month ZIP exports of two customers run", async () => {
    // Warm the worker thread first: its start (loader, pdfkit) is not what is measured.
    expect((await get(t.app, ZIP, { token: t.tokens.demo, query: YEAR })).statusCode).toBe(200);

    let running = true;
    const health: number[] = [];
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      [t.tokens.demo, t.tokens.demo, t.tokens.demo2, t.tokens.demo2].map((token) => get(t.app, ZIP, { token, query: YEAR })),
    );
    const exportsMs = performance.now() - started;
    running = false;
    await probe;

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const worst = Math.max(...health);
    console.info(`4 ZIP exports: ${exportsMs.toFixed(0)} ms; /healthz ${health.length} times, worst ${worst.toFixed(0)} ms`);
    // Generous on purpose (a busy 2-core machine): on the main thread the same exports kept
    // /healthz waiting for seconds; `npm run bench:api` holds the real target (250 ms).
    expect(health.length).toBeGreaterThan(3);
    expect(worst).toBeLessThan(2_500);
  }, 180_000);
});
