import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { contractByCode } from "../../db/contracts/contracts.testing";
import { openTestDatabase } from "../../db/database.testing";
import { energyInvoicesOf } from "../../db/invoices/invoices.testing";
import { DEMO_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { call } from "./customer.testing";

/* The load curve's 'Autoconsumo' and the invoice breakdown's 'Compensación de
 * excedentes' are one figure. The demo seed bills each calendar month from that month's
 * hourly readings (seed/invoices.ts), so on a solar contract a whole month of 'Autoconsumo'
 * and the invoice whose period is exactly that month must agree to the cent: same kWh, same
 * plan (valid on the 1st), same function. 200 days of readings before 15 June 2026 cover
 * December 2025 (the plan of 2000) and January to May 2026 (the revision of 1 January) whole;
 * May's surplus outgrows its energy term on 100001, so the cap is compared too. */

const TODAY = new Date("2026-06-15T10:00:00Z");
const MONTHS = [
  { month: "2025-12", from: "2025-12-01", until: "2025-12-31" },
  { month: "2026-01", from: "2026-01-01", until: "2026-01-31" },
  { month: "2026-02", from: "2026-02-01", until: "2026-02-28" },
  { month: "2026-03", from: "2026-03-01", until: "2026-03-31" },
  { month: "2026-04", from: "2026-04-01", until: "2026-04-30" },
  { month: "2026-05", from: "2026-05-01", until: "2026-05-31" },
];
const capped = new Set<string>();
let handle: DatabaseHandle;
let app: FastifyInstance;
let token = "";

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 200 });
  const config = loadConfig({ OV_DEMO: "1" });
  app = await buildApp({ deps: { db: handle.db, config, now: () => TODAY } });
  const user = await userByUsername(handle.db, DEMO_CUSTOMER.username);
  const caller: Caller = { userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId };
  token = await signTestToken(handle.db, caller, config.jwtSecret, 15);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

interface Line {
  kind: string;
  quantity: number | null;
  price: number | null;
  adjusted: boolean;
  amountCents: number;
}

describe.each(DEMO_CUSTOMER.solar.map((code) => [code]))("solar contract %s", (code) => {
  it("each whole month's 'Autoconsumo' is its invoice's 'Compensación de excedentes', to the cent", async () => {
    const contract = await contractByCode(handle.db, code);
    const query = new URLSearchParams({ cups: contract!.cups, contractCode: code, startDate: "01-12-2025", endDate: "31-05-2026" });
    const response = await call(app, token, { method: "GET", url: `/ov/cups/api/autoconsumo?${query}` });
    expect(response.statusCode).toBe(200);
    const { Autoconsumo } = response.json();
    expect(Autoconsumo.hasSelfConsumption).toBe(true);
    expect(Autoconsumo.months.map((m: { month: string }) => m.month)).toEqual(MONTHS.map((m) => m.month));

    for (const { month, from, until } of MONTHS) {
      const [invoice] = await energyInvoicesOf(handle.db, contract!.id, from);
      // The invoice covers exactly this calendar month.
      expect(invoice?.readingUntil).toBe(until);
      const url = `/ov/insights/invoices/breakdown?serieFactura=${invoice!.serie}&numeroFactura=${invoice!.numero}`;
      const breakdown = (await call(app, token, { method: "GET", url })).json<{ lines: Line[] }>();
      const line = breakdown.lines.find((l) => l.kind === "compensation");
      const shown = Autoconsumo.months.find((m: { month: string }) => m.month === month);
      expect(line, month).toBeDefined();
      expect(shown.surplusKwh, month).toBeGreaterThan(0);
      expect(line!.quantity, month).toBe(shown.surplusKwh);
      expect(line!.price, month).toBe(shown.surplusPrice);
      expect(line!.adjusted, month).toBe(shown.capped);
      expect(line!.amountCents, month).toBe(-Math.round(shown.compensationEur * 100));
      // The cap: the month's energy term is the invoice's energy lines.
      const energyCents = breakdown.lines.filter((l) => l.kind === "energy").reduce((s, l) => s + l.amountCents, 0);
      expect(energyCents, month).toBe(Math.round(shown.energyTermEur * 100));
      if (shown.capped) capped.add(`${code} ${month}`);
    }
    // December and January are priced by different plans: a single surplus price would not pass.
    expect(Autoconsumo.months[0].surplusPrice).not.toBe(Autoconsumo.months[1].surplusPrice);
  });
});

// Runs after the contracts' tests above (a file's tests run in order): it checks that they
// compared both kinds of month, so the cap itself was held to the invoice's.
it("compared a month under the cap and one over it", () => {
  expect([...capped].some((m) => m.startsWith("100001"))).toBe(true);
  expect(capped.size).toBeLessThan(MONTHS.length * DEMO_CUSTOMER.solar.length);
});
