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

    // Each round: /healthz through inject, then a 5 ms timer. inject resolves through
    // promises, which cut in front of the exports' work; a timer (like a real connection)
    // waits its turn in the event loop, so the round's time is how long the loop makes
    // anyone wait.
    let running = true;
    const rounds: number[] = [];
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 5));
        rounds.push(performance.now() - started);
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
    const sorted = [...rounds].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const worst = sorted.at(-1)!;
    console.info(
      `4 ZIP exports: ${exportsMs.toFixed(0)} ms; ${rounds.length} rounds of /healthz + 5 ms timer, median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
    );
    // Generous on purpose (a busy 2-core machine); `npm run bench:api` holds the real target
    // (worst /healthz under 250 ms). Measured on this machine with the PDFs on the main
    // thread: 72 rounds in 5 s, the worst 3.7 s (this test fails); on the pool, 503 rounds,
    // the worst 0.36 s, the median 8 ms.
    expect(rounds.length).toBeGreaterThan(10);
    expect(median).toBeLessThan(60);
    expect(worst).toBeLessThan(2_500);
  }, 180_000);
});
