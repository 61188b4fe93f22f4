import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { queryRows } from "../db/queryRows";
import { DEMO_CUSTOMER } from "./accounts";
import { DEFAULT_MEASURES_DAYS, ensureSeeded, seedDemo } from "./demo";

const TODAY = new Date("2026-03-15T10:00:00Z");
const handles: DatabaseHandle[] = [];
async function fresh(): Promise<Database> {
  const handle = await openTestDatabase();
  handles.push(handle);
  return handle.db;
}
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

/** Everything but serial ids, keyed by codes, in a stable order. */
async function snapshot(db: Database) {
  return {
    contracts: await queryRows(
      db,
      sql`select cod_abonado, codigo_contrato_sicom, holder_tax_id, line, cups, calle, extension, num_domicilio,
      cod_postal, ciudad, provincia, fecha_alta::text, fecha_baja::text, estado, tarifa, access_fee,
      potencia_p1, potencia_p2, potencia_p3, potencia_p4, potencia_p5, potencia_p6, caudal from contracts order by cod_abonado`,
    ),
    invoices: await queryRows(
      db,
      sql`select c.cod_abonado, i.serie, i.numero, i.launch_date::text, i.reading_from::text, i.reading_until::text,
      i.total_amount::text, i.consumption_kwh::text, i.consumo_p1::text, i.consumo_p2::text, i.consumo_p3::text, i.consumo_p4::text,
      i.consumo_p5::text, i.consumo_p6::text, i.potencia_leida_p1, i.potencia_leida_p2, i.potencia_leida_p3,
      i.potencia_leida_p4, i.potencia_leida_p5, i.potencia_leida_p6, i.categoria, i.is_unificada, i.is_unica, i.serie_unica,
      i.numero_unica, i.can_download, i.proforma_count from invoices i join contracts c on c.id = i.contract_id order by i.serie, i.numero`,
    ),
    readings: await queryRows(
      db,
      sql`select c.cod_abonado, r.at::text, r.active_kwh, r.reactive_kvarh, r.surplus_kwh
      from hourly_readings r join contracts c on c.id = r.contract_id order by 1, 2`,
    ),
    issues: await queryRows(
      db,
      sql`select subject, description, category_id, subcategory, line, cups, contract_code, status, created_at::text from issues order by id`,
    ),
    users: await queryRows(
      db,
      sql`select role, username, email, tax_id, phone, first_name, last_name, validated_at::text from users order by id`,
    ),
  };
}

describe("seed determinism and idempotency", () => {
  it("writes identical rows into two databases for the same today", async () => {
    const a = await fresh();
    const b = await fresh();
    await seedDemo(a, { today: TODAY, measuresDays: 2 });
    await seedDemo(b, { today: TODAY, measuresDays: 2 });
    const [first, second] = [await snapshot(a), await snapshot(b)];
    expect(first.invoices).toHaveLength(59 * 26 + 1);
    expect(first.readings.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 120_000);

  it(`ensureSeeded seeds once (the default ${DEFAULT_MEASURES_DAYS} days of measures, in seconds), then does nothing`, async () => {
    const db = await fresh();
    const started = performance.now();
    expect(await ensureSeeded(db, { today: TODAY })).toBe(true);
    const ms = Math.round(performance.now() - started);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from hourly_readings r join contracts c on c.id = r.contract_id where c.cod_abonado = ${DEMO_CUSTOMER.firstElectricity}`,
    );
    expect(row?.n).toBe(DEFAULT_MEASURES_DAYS * 24);
    console.log(
      `seedDemo with ${DEFAULT_MEASURES_DAYS} days of measures: ${ms} ms (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
    expect(ms).toBeLessThan(60_000);

    const count = () =>
      queryRows<{ n: number }>(
        db,
        sql`select (select count(*) from invoices) + (select count(*) from users) + (select count(*) from contracts) + (select count(*) from hourly_readings) as n`,
      );
    const before = await count();
    expect(await ensureSeeded(db, { today: TODAY })).toBe(false);
    expect((await seedDemo(db)).seeded).toBe(false);
    expect(await count()).toEqual(before);
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)("on PGlite and on the server", () => {
  it("writes the same data", async () => {
    const server = await fresh();
    const embedded = await openDatabase({ dataDir: "memory://" });
    handles.push(embedded);
    await seedDemo(server, { today: TODAY, measuresDays: 2 });
    await seedDemo(embedded.db, { today: TODAY, measuresDays: 2 });
    expect(await snapshot(embedded.db)).toEqual(await snapshot(server));
  }, 120_000);
});
