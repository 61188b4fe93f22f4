import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { seedDemo } from "../seed/demo";
import { type Database, type DatabaseHandle, openDatabase } from "./client";
import { queryRows } from "./queryRows";
import { withStartupLock } from "./startupLock";

/*
 * Two replicas starting at the same moment on an empty PostgreSQL database: both migrate and
 * seed, one after the other under the startup lock, and the database ends with one copy of
 * every migration and every seeded row. Without the lock the second fails on the catalogue
 * (a duplicate `CREATE TABLE`). Two pools in this process are two sessions to the server,
 * which is what two processes are to it. PGlite has one process by construction: skipped.
 */

const url = process.env.DATABASE_URL;
const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };

async function withEmptyDatabase<T>(work: (target: string) => Promise<T>): Promise<T> {
  const name = `ov_lock_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  try {
    return await work(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

describe.skipIf(!url)("startup on PostgreSQL (skipped on PGlite: one process per data directory)", () => {
  it("lets one holder of the lock work at a time", async () => {
    const events: string[] = [];
    const hold = (who: string) =>
      withStartupLock(url!, async () => {
        events.push(`${who} in`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${who} out`);
      });
    await Promise.all([hold("a"), hold("b")]);
    expect(events.map((event) => event.split(" ")[1])).toEqual(["in", "out", "in", "out"]);
  });

  it("two servers starting at once on an empty database both come up, with one copy of every row", async () => {
    await withEmptyDatabase(async (target) => {
      const seeded: boolean[] = [];
      const prepare = async (db: Database) => {
        seeded.push((await seedDemo(db, { today: new Date("2026-05-01T10:00:00Z"), measuresDays: 3 })).seeded);
      };
      const handles: DatabaseHandle[] = await Promise.all([
        openDatabase({ url: target, poolSize: 3, prepare }),
        openDatabase({ url: target, poolSize: 3, prepare }),
      ]);
      try {
        expect(seeded.sort()).toEqual([false, true]);
        const db = handles[0]!.db;
        const [migrations] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(migrations!.n).toBe(journal.entries.length);
        const [users] = await queryRows<{ n: number; distinct: number }>(
          db,
          sql`select count(*)::int as n, count(distinct lower(username))::int as distinct from users`,
        );
        expect(users!.n).toBeGreaterThan(0);
        expect(users!.n).toBe(users!.distinct);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
  }, 120_000);
});
