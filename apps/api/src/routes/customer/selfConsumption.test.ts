import { readingsBetween } from "../../db/insights/queries";
import { setInvoicesSurplusOf } from "../../db/invoices/invoices.testing";
import { setSurplusAtMadridHour, setSurplusOf } from "../../db/measures/measures.testing";
import { madridMidnight, sumByPeriod } from "../../insights/periods";
import type { PricePlan } from "../../insights/prices";
import { insertPricePlans } from "../../seed/prices";
import { NO_PRICES } from "../insights/costThisMonth";
import { call, cupsOf, type Fixture, insertHourlyReadings, openFixture } from "./customer.testing";
import { madridDayStart } from "./madridTime";
import { RANGE_12_MONTHS } from "./measures";

/** 100001's prices: revised on 1 January 2026, surplus and energy dearer from then on. */
const plan = (validFrom: string, energy: number[], surplusPrice: number): PricePlan => ({
  validFrom,
  energy: [...energy, 0, 0, 0],
  power: [0.101, 0.042, 0, 0, 0, 0],
  meterRentalDay: 0.02663,
  surplusPrice,
  electricityTaxRate: 0.0511269632,
  electricityTaxMinMwh: 1,
  gasFixedDay: 0,
  gasVariableKwh: 0,
  hydrocarbonsKwh: 0,
});
const OLD = plan("2000-01-01", [0.191234, 0.127001, 0.088765], 0.058123);
const NEW = plan("2026-01-01", [0.201111, 0.133333, 0.093457], 0.063579);

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  await insertPricePlans(f.db, [{ contractId: f.contractIds["100001"]!, plans: [NEW, OLD] }]);
  const from = madridDayStart({ year: 2025, month: 3, day: 1 });
  const until = madridDayStart({ year: 2026, month: 3, day: 15 });
  await insertHourlyReadings(f.db, f.contractIds["100001"]!, from, until);
  // Readings without any surplus (no solar), and surplus on a contract without prices.
  await insertHourlyReadings(f.db, f.contractIds["100003"]!, from, until);
  await setSurplusOf(f.db, f.contractIds["100003"]!, 0);
  await insertHourlyReadings(f.db, f.contractIds["100004"]!, from, until);
  // One month whose surplus is worth more than its energy: the cap must apply.
  await setSurplusAtMadridHour(
    f.db,
    f.contractIds["100001"]!,
    { from: "2025-07-01T00:00:00+02", until: "2025-08-01T00:00:00+02", hour: 13 },
    40,
  );
}, 60_000);
afterAll(() => f.close());

const url = (params: Record<string, string> = {}) =>
  `/ov/cups/api/autoconsumo?${new URLSearchParams({ cups: cupsOf("100001"), contractCode: "100001", startDate: "14-03-2025", endDate: "14-03-2026", ...params })}`;
const get = (token: string | null, target: string) => call(f.app, token, { method: "GET", url: target });

describe("GET /ov/cups/api/autoconsumo", () => {
  it("answers each month's surplus and compensation at that month's plan, capped at its energy term, adding up to the total", async () => {
    const response = await get(f.tokens.ana, url());
    expect(response.statusCode).toBe(200);
    const { Autoconsumo } = response.json();
    expect(Autoconsumo.hasSelfConsumption).toBe(true);
    expect(Autoconsumo.months.map((m: { month: string }) => m.month)).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    // Each month at the plan valid on its first day: the revision of 1 January 2026 from January on.
    expect(Autoconsumo.months.map((m: { surplusPrice: number }) => m.surplusPrice)).toEqual([
      ...Array.from({ length: 10 }, () => OLD.surplusPrice),
      NEW.surplusPrice,
      NEW.surplusPrice,
      NEW.surplusPrice,
    ]);

    // April and February by hand: the readings summed into P1–P3 by the shared calendar, each
    // period's kWh (to the Wh) × the plan's €/kWh rounded to the cent, the surplus × the plan's
    // surplus price rounded to the cent, the smaller of the two compensated.
    for (const [index, monthStart, nextMonth, prices] of [
      [1, "2025-04-01", "2025-05-01", OLD],
      [11, "2026-02-01", "2026-03-01", NEW],
    ] as const) {
      const readings = await readingsBetween(
        f.db,
        f.contractIds["100001"]!,
        new Date(madridMidnight(monthStart)),
        new Date(madridMidnight(nextMonth)),
      );
      const totals = sumByPeriod("2.0TD", readings);
      const energyCents = [0, 1, 2].reduce((sum, i) => sum + Math.round(totals.kwhByPeriod[i]! * prices.energy[i]! * 100), 0);
      const surplusCents = Math.round(totals.surplusKwh * prices.surplusPrice * 100);
      const month = Autoconsumo.months[index];
      expect(month.surplusKwh).toBe(totals.surplusKwh);
      expect(Math.round(month.energyTermEur * 100)).toBe(energyCents);
      expect(Math.round(month.surplusValueEur * 100)).toBe(surplusCents);
      expect(Math.round(month.compensationEur * 100)).toBe(Math.min(energyCents, surplusCents));
      expect(month.capped).toBe(surplusCents > energyCents);
    }

    const july = Autoconsumo.months[4];
    expect(july.capped).toBe(true);
    expect(july.compensationEur).toBe(july.energyTermEur);
    expect(july.surplusValueEur).toBeGreaterThan(july.energyTermEur);

    const cents = Autoconsumo.months.reduce((sum: number, m: { compensationEur: number }) => sum + Math.round(m.compensationEur * 100), 0);
    const wh = Autoconsumo.months.reduce((sum: number, m: { surplusKwh: number }) => sum + Math.round(m.surplusKwh * 1000), 0);
    expect(Math.round(Autoconsumo.total.compensationEur * 100)).toBe(cents);
    expect(Math.round(Autoconsumo.total.surplusKwh * 1000)).toBe(wh);
    expect(Autoconsumo.total.countMonths).toBe(13);
  });

  it("a supply without self-consumption: no months, whether it has readings or not", async () => {
    const none = { hasSelfConsumption: false, months: [], total: { surplusKwh: 0, compensationEur: 0, countMonths: 0 } };
    for (const code of ["100002", "100003"]) {
      const response = await get(f.tokens.ana, url({ contractCode: code, cups: cupsOf(code) }));
      expect(response.statusCode).toBe(200);
      expect(response.json().Autoconsumo).toEqual(none);
    }
  });

  it("a range that poured nothing on a supply whose invoices compensated surplus still has self-consumption", async () => {
    // Before 100001's readings start: nothing in the range, and its invoices no surplus yet.
    const before = url({ startDate: "01-01-2025", endDate: "28-02-2025" });
    expect((await get(f.tokens.ana, before)).json().Autoconsumo.hasSelfConsumption).toBe(false);
    await setInvoicesSurplusOf(f.db, f.contractIds["100001"]!, 12.5);
    expect((await get(f.tokens.ana, before)).json().Autoconsumo).toEqual({
      hasSelfConsumption: true,
      months: [],
      total: { surplusKwh: 0, compensationEur: 0, countMonths: 0 },
    });
  });

  it("answers 404 with our body when the supply has surplus but no price plan", async () => {
    const response = await get(f.tokens.ana, url({ contractCode: "100004", cups: cupsOf("100004") }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: NO_PRICES });
  });

  it("scoped, validated, 12 months at most, electricity only", async () => {
    expect((await get(f.tokens.bob, url())).statusCode).toBe(404);
    expect((await get(null, url())).statusCode).toBe(401);
    const tooLong = await get(f.tokens.ana, url({ startDate: "13-03-2025" }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: RANGE_12_MONTHS });
    expect((await get(f.tokens.ana, url({ endDate: "2026-03-14" }))).statusCode).toBe(400);
    expect((await get(f.tokens.ana, url({ contractCode: "200001", cups: cupsOf("200001") }))).statusCode).toBe(400);
  });
});
