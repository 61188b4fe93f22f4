import { DatabaseAttemptStore } from "../../auth/attemptStore";
import { limitsOver } from "../../auth/limits";
import type { Caller } from "../../auth/tokens";
import { loadConfig } from "../../config";
import { userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { callerContracts, contractById, contractsOfLine } from "../../db/contracts/contracts.testing";
import { openTestDatabase } from "../../db/database.testing";
import { HISTORY_INVOICES } from "../../db/insights/costFacts";
import { insertCostAlert } from "../../db/insights/insights.testing";
import { contractPlans, invoiceCovering, readingsBetween } from "../../db/insights/queries";
import { energyInvoicesBefore, energyInvoicesWithTariff } from "../../db/invoices/invoices.testing";
import { contractsWithSurplus, deleteReadingsFrom } from "../../db/measures/measures.testing";
import { outboxMails } from "../../db/outbox.testing";
import { bonoSocialFinancing } from "../../insights/bonoSocial";
import { type ReadingColumns, sumCompleteDays } from "../../insights/dayCalendar";
import { addDays, addYears } from "../../insights/days";
import { kwhByPeriodOf, powersOf } from "../../insights/explain";
import { YEAR_AGO_DAYS } from "../../insights/hourlyForecast";
import { madridMidnight } from "../../insights/periods";
import { planAt } from "../../insights/prices";
import { projectCost } from "../../insights/projection";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { costThisMonth, pastFirstDay } from "./costThisMonth";
import { invoiceComparison } from "./invoiceInsights";

/*
 * The projection and the comparison on the demo seed's own data. The seed is made on 10
 * August 2026 with 420 days of hourly readings, so July 2026 is billed from the readings and
 * the same weeks of 2025 are in the curve: a projection made on 1 and on 5 July is held
 * against July's actual invoice; gas November 2025 from the two years of invoices before it.
 */

const TODAY = new Date("2026-08-10T10:00:00Z");
const config = loadConfig({ OV_DEMO: "1" });
let handle: DatabaseHandle;
const callers: Caller[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 420 });
  for (const username of [DEMO_CUSTOMER.username, DEMO2_CUSTOMER.username, DEMO_ADMIN.username]) {
    const user = await userByUsername(handle.db, username);
    callers.push({ userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId });
  }
}, 600_000);
afterAll(async () => {
  await handle?.close();
});

const columns = (rows: { at: Date; activeKwh: number; surplusKwh: number }[]): ReadingColumns => ({
  at: rows.map((r) => r.at.getTime()),
  activeKwh: rows.map((r) => r.activeKwh),
  surplusKwh: rows.map((r) => r.surplusKwh),
});

/** What 'Previsión de la factura' would have said at `now` for the period from … until, from
 * the contract's data in the seed (readings before `now` only). */
async function projectedAt(contractId: number, from: string, until: string, now: number) {
  const db = handle.db;
  const contract = await contractById(db, contractId);
  const plans = await contractPlans(db, contractId);
  const previous = await invoiceCovering(db, contractId, addDays(from, -1));
  const yearAgo = await invoiceCovering(db, contractId, addYears(from, -1));
  let readings: ReadingColumns | null = null;
  let yearAgoReadings: ReadingColumns | null = null;
  if (contract!.line === "Electricidad") {
    readings = columns(await readingsBetween(db, contractId, new Date(madridMidnight(from)), new Date(now)));
    const yearAgoFrom = madridMidnight(addDays(from, -YEAR_AGO_DAYS));
    yearAgoReadings = columns(await readingsBetween(db, contractId, new Date(yearAgoFrom), new Date(yearAgoFrom + 32 * 86_400_000)));
  }
  return projectCost({
    usage: { line: contract!.line, tariff: contract!.tarifa, powersKw: powersOf(contract!), ivaRate: Number(previous!.ivaRate) },
    plan: planAt(plans, from)!,
    period: { from, until },
    soFar: readings ? sumCompleteDays(contract!.tarifa, readings, madridMidnight(from), now) : null,
    readings,
    yearAgoReadings,
    yearAgo: yearAgo
      ? {
          kwhByPeriod: kwhByPeriodOf(yearAgo),
          surplusKwh: Number(yearAgo.surplusKwh),
          from: yearAgo.readingFrom,
          until: yearAgo.readingUntil,
        }
      : null,
    history: (await energyInvoicesBefore(handle.db, contractId, from, HISTORY_INVOICES)).map((i) => ({
      kwhByPeriod: kwhByPeriodOf(i),
      from: i.readingFrom,
      until: i.readingUntil,
    })),
  }).projection;
}

async function actualTotal(contractId: number, from: string): Promise<number> {
  const invoice = await invoiceCovering(handle.db, contractId, from);
  expect(invoice?.readingFrom).toBe(from);
  return Math.round(Number(invoice!.totalAmount) * 100);
}

describe("'Previsión de la factura' against the invoice that came", () => {
  it("lands within 15 % of a solar contract's July on day 1 (a few hours measured) and on day 5", async () => {
    const solar = await contractsWithSurplus(handle.db);
    expect(solar.length).toBeGreaterThan(0);
    for (const { id } of solar) {
      const actual = await actualTotal(id, "2026-07-01");
      for (const day of ["2026-07-01", "2026-07-05"]) {
        // 10:00 in Madrid: the day's first hours are in, the day is not complete.
        const projection = await projectedAt(id, "2026-07-01", "2026-07-31", madridMidnight(day) + 10 * 3_600_000);
        expect(projection.method).toBe("yearAgoCurve");
        expect(Math.abs(projection.amountCents - actual) / actual, `contract ${id} on ${day}`).toBeLessThanOrEqual(0.15);
        expect(projection.lowCents).toBeLessThanOrEqual(actual);
        expect(projection.highCents).toBeGreaterThanOrEqual(actual);
      }
    }
  });

  it("lands within 15 % of every gas contract's November", async () => {
    const gas = await contractsOfLine(handle.db, "Gas");
    expect(gas.length).toBeGreaterThan(0);
    for (const { id } of gas) {
      const actual = await actualTotal(id, "2025-11-01");
      const projection = await projectedAt(id, "2025-11-01", "2025-11-30", madridMidnight("2025-11-02"));
      expect(projection.method).toBe("seasonalFit");
      expect(Math.abs(projection.amountCents - actual) / actual, `contract ${id}`).toBeLessThanOrEqual(0.15);
    }
  });
});

describe("the cost alert on the demo seed", () => {
  it("waits for two complete days of readings, or (without readings) for the first day to be over", () => {
    expect(pastFirstDay(new Date("2026-08-01T20:00:00Z"), "2026-08-01", 0)).toBe(false);
    expect(pastFirstDay(new Date("2026-08-03T08:00:00Z"), "2026-08-01", 1)).toBe(false);
    expect(pastFirstDay(new Date("2026-08-03T08:00:00Z"), "2026-08-01", 2)).toBe(true);
    // 1 August 23:30 in Madrid is 21:30 UTC: still the first day.
    expect(pastFirstDay(new Date("2026-08-01T21:30:00Z"), "2026-08-01", null)).toBe(false);
    expect(pastFirstDay(new Date("2026-08-01T22:30:00Z"), "2026-08-01", null)).toBe(true);
  });

  it("does not e-mail on the period's first day, however low the threshold; it does once two days are measured", async () => {
    const caller = callers[0]!;
    const owned = await callerContracts(handle.db, caller, "Electricidad");
    const [early, later] = owned;
    const mails = async () => (await outboxMails(handle.db)).length;
    for (const { id } of [early!, later!]) await insertCostAlert(handle.db, { contractId: id, userId: caller.userId, thresholdCents: 100 });
    // 1 August, 10:00 in Madrid: the readings after it are not in yet.
    const dayOne = madridMidnight("2026-08-01") + 10 * 3_600_000;
    await deleteReadingsFrom(handle.db, early!.id, new Date(dayOne));
    const before = await mails();
    const first = await costThisMonth(
      { db: handle.db, config, now: () => new Date(dayOne), limits: limitsOver(new DatabaseAttemptStore(handle.db), config) },
      caller,
      early!.codAbonado,
    );
    expect(first.periodFrom).toBe("2026-08-01");
    expect(first.projection.lowCents).toBeGreaterThan(100);
    expect(first.alert).toMatchObject({ exceeded: true, notifiedAt: null });
    expect(await mails()).toBe(before);
    const second = await costThisMonth(
      { db: handle.db, config, now: () => TODAY, limits: limitsOver(new DatabaseAttemptStore(handle.db), config) },
      caller,
      later!.codAbonado,
    );
    expect(second.alert?.notifiedAt).not.toBeNull();
    expect(await mails()).toBe(before + 1);
  });
});

describe("'¿Por qué ha cambiado?' on every demo pair", () => {
  it("adds up to the cent, names no unchanged price and shows the season changes as a calendar cause", async () => {
    let pairs = 0;
    let seasonPairs = 0;
    for (const caller of callers) {
      const ids = await callerContracts(handle.db, caller);
      const rows = await energyInvoicesWithTariff(
        handle.db,
        ids.map((r) => r.id),
      );
      for (const row of rows) {
        for (const against of ["previous", "yearAgo"] as const) {
          const answer = await invoiceComparison(handle.db, caller, { serieFactura: row.serie, numeroFactura: row.numero, against });
          if (!answer.other) continue;
          pairs++;
          const label = `${row.serie} ${row.numero} ${against}`;
          expect(
            answer.causes.reduce((s, c) => s + c.amountCents, 0),
            label,
          ).toBe(answer.current.totalCents - answer.other.totalCents);
          for (const cause of answer.causes.filter((c) => c.kind === "prices" && c.period))
            expect(cause.current, `${label} ${cause.period}`).not.toBe(cause.other);
          if (answer.causes.some((c) => c.kind === "prices" && !c.period)) {
            // A price of a fixed term, the surplus or gas changed between the two plans.
            const plans = await contractPlans(handle.db, row.contractId);
            const { energy: _a, validFrom: _b, ...fixedNow } = planAt(plans, answer.current.periodFrom)!;
            const { energy: _c, validFrom: _d, ...fixedBefore } = planAt(plans, answer.other.periodFrom)!;
            // The bono social financing is a price per day set by order, apart from the plans.
            const bono = (side: { periodFrom: string; periodUntil: string }) =>
              bonoSocialFinancing(side.periodFrom, side.periodUntil).map((b) => b.eurPerDay);
            expect([fixedNow, bono(answer.current)], label).not.toEqual([fixedBefore, bono(answer.other)]);
          }
          // 3.0TD: March (media-alta) after February (alta) moves every working hour's period.
          if (row.tarifa.startsWith("3.0") && against === "previous" && row.from.endsWith("-03-01")) {
            seasonPairs++;
            expect(
              answer.causes.some((c) => c.kind === "calendar"),
              label,
            ).toBe(true);
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(500);
    expect(seasonPairs).toBeGreaterThan(0);
  }, 300_000);
});
