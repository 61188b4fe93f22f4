import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER } from "../paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of an empty PGlite database at the latest migration (pgliteTemplate). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup for the node project: one in-memory PGlite, migrated, dumped to a
 * temporary tarball that every API test file's database starts from (database.testing.ts).
 * PGlite's initdb costs ~3.5 s per database on CI's cores, loading a dump ~1.3 s, and the
 * suite opens one per file: this saves minutes of `npm test`. Made afresh on every run, so
 * it always holds the migrations of the code under test.
 */
export default async function setup(project: TestProject) {
  // The PostgreSQL pass opens no PGlite through the fixtures: the ~5 s would be spent for nothing.
  if (process.env.DATABASE_URL) return;
  const client = new PGlite("memory://");
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const folder = mkdtempSync(join(tmpdir(), "ov-pglite-template-"));
  const file = join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
