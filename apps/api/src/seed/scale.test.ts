import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { queryRows } from "../db/queryRows";
import { parseCliArgs } from "./cli";
import { seedDemo } from "./demo";
import { isValidCups, isValidNif } from "./identity";
import { loadCustomer, seedScale } from "./scale";

const TODAY = new Date("2026-03-15T10:00:00Z");
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today: TODAY, measuresDays: 0 });
}, 60_000);
afterAll(() => database.close());

describe("seedScale", () => {
  it("adds customers like demo, continuing the numbering on each run", async () => {
    const first = await seedScale(database.db, { scale: 3, today: TODAY, batch: 2, measuresDays: 1 });
    expect(first).toMatchObject({ first: 1, last: 3, customers: 3, contracts: 45, invoices: 45 * 26, hourlyReadings: 3 * 11 * 24 });
    const second = await seedScale(database.db, { scale: 2, today: TODAY });
    expect(second).toMatchObject({ first: 4, last: 5, customers: 2, contracts: 30, invoices: 30 * 26, hourlyReadings: 0 });

    const users = await queryRows<{ username: string; tax_id: string; n: number }>(
      database.db,
      sql`
      select u.username, u.tax_id, count(c.id)::int as n from users u join contracts c on c.holder_tax_id = u.tax_id
      where u.username like 'load%' group by 1, 2 order by 1`,
    );
    expect(users.map((u) => [u.username, u.n])).toEqual([
      ["load1", 15],
      ["load2", 15],
      ["load3", 15],
      ["load4", 15],
      ["load5", 15],
    ]);
    expect(users.every((u) => isValidNif(u.tax_id))).toBe(true);

    const [check] = await queryRows<{ dup: number; bad: number }>(
      database.db,
      sql`
      select (select count(*) - count(distinct (serie, numero)) from invoices)::int as dup,
        (select count(*) from contracts where cups !~ '^ES[0-9]{16}[A-Z]{2}$')::int as bad`,
    );
    expect(check).toEqual({ dup: 0, bad: 0 });
  }, 60_000);

  it("continues a counter that has grown past six digits", async () => {
    // A year of invoices past 999999 (about 5,500 load customers): text order puts
    // '2025999999' after '20251000000', so the next number must come from the longest.
    await database.db.execute(sql`
      with last2 as (select id, row_number() over (order by id desc) as n from invoices where serie = 'ENERGIA' and left(numero, 4) = '2026')
      update invoices i set numero = case when last2.n = 1 then '20261000000' else '2026999999' end
      from last2 where last2.id = i.id and last2.n <= 2`);
    const run = await seedScale(database.db, { scale: 1, today: TODAY });
    expect(run.customers).toBe(1);
    const [check] = await queryRows<{ dup: number }>(
      database.db,
      sql`
      select (select count(*) - count(distinct (serie, numero)) from invoices)::int as dup`,
    );
    expect(check).toEqual({ dup: 0 });
  }, 60_000);

  it("derives each load customer from its index alone", () => {
    const a = loadCustomer(7);
    expect(a).toEqual(loadCustomer(7));
    expect(a.username).toBe("load7");
    expect(a.contracts.map((c) => c.codAbonado)[0]).toBe("1000701");
    expect(a.contracts.filter((c) => ["RL.1", "RL.2"].includes(c.tariff))).toHaveLength(3);
    expect(isValidCups(`ES0021${"0".repeat(12)}RC`)).toBe(true);
  });
});

describe("seed CLI arguments", () => {
  it("reads --scale and friends, and rejects nonsense", () => {
    expect(parseCliArgs([])).toEqual({ scale: 0, loadMeasuresDays: 0, measuresDays: undefined, today: undefined });
    expect(parseCliArgs(["--scale", "10", "--measures-days", "30", "--today", "2026-03-15"])).toMatchObject({
      scale: 10,
      measuresDays: 30,
      today: new Date("2026-03-15T12:00:00Z"),
    });
    expect(() => parseCliArgs(["--scale", "-1"])).toThrow(/--scale/);
    expect(() => parseCliArgs(["--scale", "x"])).toThrow();
    expect(() => parseCliArgs(["--today", "15-03-2026"])).toThrow(/--today/);
    expect(() => parseCliArgs(["--nope"])).toThrow();
  });
});
