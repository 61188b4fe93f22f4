import { DatabaseAttemptStore } from "../../auth/attemptStore";
import { limitsOver } from "../../auth/limits";
import type { Caller } from "../../auth/tokens";
import { loadConfig } from "../../config";
import { userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { callerContracts } from "../../db/contracts/contracts.testing";
import { openTestDatabase } from "../../db/database.testing";
import { resetCostAlert, yearAgoDays } from "../../db/insights/insights.testing";
import { invoiceNumbersOf } from "../../db/invoices/invoices.testing";
import { HttpError } from "../../errors/httpError";
import { addYears } from "../../insights/days";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { costThisMonth } from "./costThisMonth";
import { invoiceBreakdown, invoiceComparison } from "./invoiceInsights";
import { costThisMonthBefore, invoiceBreakdownBefore, invoiceComparisonBefore } from "./reference.testing";

/*
 * The optimized insight routes (one round trip each, the per-day calendar) answer exactly
 * what the code before them answered (reference.testing.ts), on the demo seed: every invoice
 * of demo, demo2 and the administrator, broken down and compared both ways, and every one of
 * their contracts' cost this month, with and without an alert. Two seeds: the period in
 * progress has 2 complete days (the year-ago shape) or 29 with the spring clock change
 * (a 23-hour day) and an incomplete last day. The errors (404s) must match too.
 */

const config = loadConfig({ OV_DEMO: "1" });

/** What a call answered, or the error it answered with. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, mensaje: error.mensaje, extra: error.extra };
    throw error;
  }
}

describe.each([
  // The invoices do not depend on the day the seed is relative to: compared on one seed.
  { today: "2026-03-03T10:00:00Z", measuresDays: 40, invoices: true },
  { today: "2026-03-30T10:00:00Z", measuresDays: 70, invoices: false },
])("on the demo seed of $today", ({ today, measuresDays, invoices: withInvoices }) => {
  const now = new Date(today);
  let handle: DatabaseHandle;
  const callers: Caller[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemo(handle.db, { today: now, measuresDays });
    for (const username of [DEMO_CUSTOMER.username, DEMO2_CUSTOMER.username, DEMO_ADMIN.username]) {
      const user = await userByUsername(handle.db, username);
      callers.push({ userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId });
    }
  }, 300_000);
  afterAll(async () => {
    callers.length = 0;
    await handle?.close();
  });

  const contractsOf = (caller: Caller) => callerContracts(handle.db, caller);
  const TODAY = today.slice(0, 10);

  it.runIf(withInvoices)(
    "breaks down and compares every invoice as before",
    async () => {
      let compared = 0;
      for (const caller of callers) {
        const ids = (await contractsOf(caller)).map((c) => c.id);
        const rows = await invoiceNumbersOf(handle.db, ids);
        expect(rows.length).toBeGreaterThan(20);
        for (const { serie, numero } of rows) {
          const query = { serieFactura: serie, numeroFactura: numero };
          const label = `${caller.username} ${serie} ${numero}`;
          expect(await outcome(() => invoiceBreakdown(handle.db, caller, query, TODAY)), label).toStrictEqual(
            await outcome(() => invoiceBreakdownBefore(handle.db, caller, query, TODAY)),
          );
          for (const against of ["previous", "yearAgo"] as const) {
            const now = await outcome(() => invoiceComparison(handle.db, caller, { ...query, against }));
            expect(now, `${label} ${against}`).toStrictEqual(
              await outcome(() => invoiceComparisonBefore(handle.db, caller, { ...query, against })),
            );
            if ((now as { ok?: { other: unknown } }).ok?.other) compared++;
          }
        }
      }
      // Most invoices have both a previous one and one a year earlier.
      expect(compared).toBeGreaterThan(1000);
    },
    300_000,
  );

  it("answers every contract's cost this month as before, with and without an alert", async () => {
    const deps = { db: handle.db, config, now: () => now, limits: limitsOver(new DatabaseAttemptStore(handle.db), config) };
    const methods = new Set<string>();
    for (const caller of callers) {
      for (const { id, codAbonado } of await contractsOf(caller)) {
        const label = `${caller.username} ${codAbonado}`;
        const answer = await outcome(() => costThisMonth(deps, caller, codAbonado));
        expect(answer, label).toStrictEqual(await outcome(() => costThisMonthBefore(deps, caller, codAbonado)));
        const projection = (answer as { ok?: { projection: { amountCents: number; method: string } } }).ok?.projection;
        if (!projection) continue;
        methods.add(projection.method);
        // A threshold above the projection, then one below it: the first call mails and
        // marks the period, the second reads the mark; both answer alike.
        for (const thresholdCents of [projection.amountCents + 1, projection.amountCents - 1]) {
          await resetCostAlert(handle.db, id, caller.userId, thresholdCents);
          const before = await outcome(() => costThisMonthBefore(deps, caller, codAbonado));
          expect(await outcome(() => costThisMonth(deps, caller, codAbonado)), `${label} alert ${thresholdCents}`).toStrictEqual(before);
        }
      }
    }
    expect(methods.size).toBeGreaterThanOrEqual(2);
  }, 300_000);

  it("subtracts a year in SQL as days.ts's addYears does, 29 February included", async () => {
    // The statements work out the year-ago day in SQL (db/insights/costFacts.ts, db/insights/invoiceFacts.ts); the
    // callers check it against addYears and would ask again, which this shows is not needed.
    const rows = await yearAgoDays(handle.db, "2019-01-01", "2033-12-31");
    expect(rows).toHaveLength(5479);
    for (const { day, yearAgo } of rows) expect(yearAgo, day).toBe(addYears(day, -1));
  });
});
