import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "../paths";
import { seedDemo } from "../seed/demo";
import type { Database, DatabaseHandle } from "./client";
import { openTestDatabase } from "./database.testing";
import { ensureReadingPartitions } from "./partitions";
import { queryRows } from "./queryRows";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const partitions = async () =>
  (
    await queryRows<{ name: string; bound: string }>(
      handle.db,
      sql`select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound from pg_inherits i
        join pg_class c on c.oid = i.inhrelid where i.inhparent = 'hourly_readings'::regclass order by c.relname`,
    )
  ).map((row) => row.name);

const where = async () =>
  queryRows<{ partition: string; n: number }>(
    handle.db,
    sql`select tableoid::regclass::text as partition, count(*)::int as n from hourly_readings group by 1 order by 1`,
  );

const count = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from hourly_readings`))[0]!.n;

describe("hourly_readings' monthly partitions", () => {
  it("is partitioned by month with a default partition, and the upkeep makes the months ahead and moves rows out of the default", async () => {
    const db = handle.db;
    // Readings from 1 March to 14 April 2025 (Madrid days), written before any partition.
    await seedDemo(db, { today: new Date("2025-04-15T10:00:00Z"), measuresDays: 45 });
    const rows = await count();
    expect(rows).toBeGreaterThan(1000);
    expect((await where()).map((row) => row.partition)).toEqual(["hourly_readings_default"]);

    // March (from the default's rows), then April to July.
    expect(await ensureReadingPartitions(db, new Date("2025-04-15T12:00:00Z"))).toBe(5);
    // (The migration made the months from today's to three ahead.)
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        "hourly_readings_2025_03",
        "hourly_readings_2025_04",
        "hourly_readings_2025_05",
        "hourly_readings_2025_06",
        "hourly_readings_2025_07",
        "hourly_readings_default",
      ]),
    );
    expect((await where()).map((row) => row.partition)).toEqual(["hourly_readings_2025_03", "hourly_readings_2025_04"]);
    expect(await count()).toBe(rows);
    // Run again (a second replica, the next day): nothing to do.
    expect(await ensureReadingPartitions(db, new Date("2025-04-16T12:00:00Z"))).toBe(0);
    // Madrid's March begins at 23:00 UTC on 28 February: the month's bounds are Madrid's.
    const landsIn = async (at: string) => {
      const [row] = await queryRows<{ partition: string }>(
        db,
        sql`insert into hourly_readings (contract_id, at, active_kwh, reactive_kvarh, surplus_kwh)
          select contract_id, ${at}::timestamptz, 0, 0, 0 from hourly_readings_2025_03 limit 1
          returning tableoid::regclass::text as partition`,
      );
      return row!.partition;
    };
    expect(await landsIn("2025-02-28T23:30:00Z")).toBe("hourly_readings_2025_03");
    expect(await landsIn("2025-02-28T22:30:00Z")).toBe("hourly_readings_default");
    expect(await landsIn("2025-03-31T22:30:00Z")).toBe("hourly_readings_2025_04");
    // The next run makes February's partition for the row that waited in the default one.
    expect(await ensureReadingPartitions(db, new Date("2025-04-17T12:00:00Z"))).toBe(1);
    expect((await where()).map((row) => row.partition)).toEqual([
      "hourly_readings_2025_02",
      "hourly_readings_2025_03",
      "hourly_readings_2025_04",
    ]);
    // The primary key holds on the partitioned table.
    await expect(db.execute(sql`insert into hourly_readings select * from hourly_readings_2025_03 limit 1`)).rejects.toThrow();
  }, 60_000);
});

describe("the partitioning migration", () => {
  it("keeps the rows of the table it replaces, each in its month", async () => {
    // The migrations before it, in a folder of their own; then all of them.
    const before = mkdtempSync(join(tmpdir(), "ov-migrations-"));
    mkdirSync(join(before, "meta"));
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith("_hourly_readings_partitions"));
    writeFileSync(join(before, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    for (const entry of journal.entries.slice(0, upTo))
      cpSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    const client = new PGlite("memory://");
    try {
      const db = drizzle(client) as unknown as Database;
      await migrate(drizzle(client), { migrationsFolder: before });
      // The seed also fills the tables and columns of later migrations (bank accounts, payment
      // states, the users' notices…): they are made for it from those migrations' own SQL, and undone again so
      // the migrator makes them in order.
      const later = [
        { suffix: "_bank_accounts", undo: "drop table bank_accounts" },
        { suffix: "_invoice_payments", undo: "alter table invoices drop column payment_state, drop column due_date" },
        {
          suffix: "_sessions_activity",
          undo: "drop table account_activity; alter table refresh_tokens drop column user_agent, drop column address, drop column started_at",
        },
        {
          suffix: "_preferences",
          undo: "drop table contract_preferences; alter table users drop column notify_new_invoice, drop column notify_cost_alert, drop column notify_request_updates",
        },
        { suffix: "_data_exports", undo: "drop table data_exports" },
      ].flatMap(({ suffix, undo }) => {
        const entry = journal.entries.find((candidate) => candidate.tag.endsWith(suffix));
        return entry ? [{ tag: entry.tag, undo }] : [];
      });
      for (const { tag } of later) await client.exec(readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8"));
      await seedDemo(db, { today: new Date("2025-04-15T10:00:00Z"), measuresDays: 45 });
      for (const { undo } of later) await client.exec(undo);
      const sums = sql`select count(*)::int as n, sum(active_kwh)::text as kwh from hourly_readings`;
      const [old] = await queryRows<{ n: number; kwh: string }>(db, sums);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      expect((await queryRows<{ n: number; kwh: string }>(db, sums))[0]).toEqual(old);
      const places = await queryRows<{ partition: string }>(
        db,
        sql`select distinct tableoid::regclass::text as partition from hourly_readings order by 1`,
      );
      expect(places.map((row) => row.partition)).toEqual(["hourly_readings_2025_03", "hourly_readings_2025_04"]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
