import { existsSync } from "node:fs";
import { join } from "node:path";
import { API_FOLDER, COMPILED, MIGRATIONS_FOLDER, threadEntry } from "./paths";

describe("paths", () => {
  it("finds apps/api and its migrations from the sources", () => {
    expect(COMPILED).toBe(false);
    expect(existsSync(join(API_FOLDER, "package.json"))).toBe(true);
    expect(existsSync(join(MIGRATIONS_FOLDER, "0000_init.sql"))).toBe(true);
  });

  it("names the source file of a thread when not compiled", () => {
    expect(threadEntry("documentWorker", "documents/pool/worker.ts")).toBe(join(API_FOLDER, "src", "documents", "pool", "worker.ts"));
    expect(existsSync(threadEntry("pgliteThread", "db/pgliteThread.boot.mjs"))).toBe(true);
  });
});
