import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { queryRows } from "../db/queryRows";
import { DEMO_CUSTOMER } from "./accounts";
import { seedDemo } from "./demo";

// Readings from 29 January: February 2026 is the one whole month they cover.
const TODAY = new Date("2026-03-15T10:00:00Z");

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today: TODAY, measuresDays: 45 });
}, 120_000);
afterAll(() => database.close());

describe("a solar supply's seeded invoices and load curve", () => {
  it("bill as surplus exactly the hourly surplus of the month, and as consumption its hourly kWh", async () => {
    for (const code of DEMO_CUSTOMER.solar) {
      const [row] = await queryRows<{ invoiced: number; surplus: number; kwh: number; hourly_surplus: number; hourly_kwh: number }>(
        database.db,
        sql`select i.surplus_kwh::float8 as surplus, i.consumption_kwh::float8 as kwh,
          (select round(sum(r.surplus_kwh)::numeric, 3)::float8 from hourly_readings r where r.contract_id = c.id
            and r.at >= timestamp '2026-02-01' at time zone 'Europe/Madrid' and r.at < timestamp '2026-03-01' at time zone 'Europe/Madrid') as hourly_surplus,
          (select round(sum(r.active_kwh)::numeric, 3)::float8 from hourly_readings r where r.contract_id = c.id
            and r.at >= timestamp '2026-02-01' at time zone 'Europe/Madrid' and r.at < timestamp '2026-03-01' at time zone 'Europe/Madrid') as hourly_kwh
        from invoices i join contracts c on c.id = i.contract_id
        where c.cod_abonado = ${code} and i.categoria = 'EN' and i.reading_from = '2026-02-01'`,
      );
      expect(row?.surplus).toBeGreaterThan(0);
      expect(row?.surplus).toBe(row?.hourly_surplus);
      expect(row?.kwh).toBe(row?.hourly_kwh);
    }
  });
});
