import { compensatePeriod } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import { call, cupsOf, type Fixture, insertHourlyReadings, openFixture } from "./customer.testing";
import { madridDayStart } from "./madridTime";
import { RANGE_12_MONTHS } from "./measures";
import { energyPricesOf, SURPLUS_EUR_PER_KWH } from "./selfConsumptionPrices";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  await insertHourlyReadings(
    f.db,
    f.contractIds["100001"]!,
    madridDayStart({ year: 2025, month: 3, day: 1 }),
    madridDayStart({ year: 2026, month: 3, day: 15 }),
  );
  // One month whose surplus is worth more than its energy: the cap must apply.
  await f.db.execute(
    sql`update hourly_readings set surplus_kwh = 40 where contract_id = ${f.contractIds["100001"]!} and at >= '2025-07-01T00:00:00+02' and at < '2025-08-01T00:00:00+02' and extract(hour from at at time zone 'Europe/Madrid') = 13`,
  );
}, 60_000);
afterAll(() => f.close());

const url = (params: Record<string, string> = {}) =>
  `/ov/cups/api/autoconsumo?${new URLSearchParams({ cups: cupsOf("100001"), contractCode: "100001", startDate: "14-03-2025", endDate: "14-03-2026", ...params })}`;
const get = (token: string | null, target: string) => call(f.app, token, { method: "GET", url: target });

describe("GET /ov/cups/api/autoconsumo", () => {
  it("answers each month's surplus and compensation, capped at that month's energy term, adding up to the total", async () => {
    const response = await get(f.tokens.ana, url());
    expect(response.statusCode).toBe(200);
    const { Autoconsumo } = response.json();
    expect(Autoconsumo.surplusPrice).toBe(SURPLUS_EUR_PER_KWH);
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

    // The same month summed by the database, priced by the shared module.
    const result = await f.db.execute(
      sql`select sum(active_kwh)::float8 as active, sum(surplus_kwh)::float8 as surplus from hourly_readings where contract_id = ${f.contractIds["100001"]!} and at >= '2025-04-01T00:00:00+02' and at < '2025-05-01T00:00:00+02'`,
    );
    const [row] = (result as unknown as { rows: { active: number; surplus: number }[] }).rows;
    const april = Autoconsumo.months[1];
    const expected = compensatePeriod({ energyKwh: [row!.active], energyPrices: [0.158], surplusKwh: row!.surplus, surplusPrice: 0.06 });
    expect(april.surplusKwh).toBeCloseTo(expected.surplusKwh, 3);
    expect(april.energyTermEur).toBeCloseTo(expected.energyTermEur, 1);
    expect(april.compensationEur).toBe(Math.min(april.surplusValueEur, april.energyTermEur));
    expect(april.capped).toBe(false);

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

  it("prices each tariff's energy periods", () => {
    expect(energyPricesOf("2.0TD")).toEqual([0.158, 0.158, 0.158]);
    expect(energyPricesOf("3.0TD")).toHaveLength(6);
    expect(energyPricesOf("RL.1")).toHaveLength(1);
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

  it("a supply without readings has no months", async () => {
    const body = (await get(f.tokens.ana, url({ contractCode: "100002", cups: cupsOf("100002") }))).json();
    expect(body.Autoconsumo).toEqual({
      surplusPrice: SURPLUS_EUR_PER_KWH,
      months: [],
      total: { surplusKwh: 0, compensationEur: 0, countMonths: 0 },
    });
  });
});
