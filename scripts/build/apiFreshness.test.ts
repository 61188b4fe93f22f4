import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiBuildIsStale } from "./apiFreshness.mjs";

describe("apiBuildIsStale", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "ov-fresh-"));
    mkdirSync(join(folder, "src", "db"), { recursive: true });
    writeFileSync(join(folder, "src", "db", "client.ts"), "");
    writeFileSync(join(folder, "main.js"), "");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const at = (path: string, seconds: number) => utimesSync(join(folder, path), seconds, seconds);

  it("is stale without a build, or when a nested source is newer than it", () => {
    expect(apiBuildIsStale(join(folder, "missing.js"), [join(folder, "src")])).toBe(true);
    at("src/db/client.ts", 1000);
    at("src/db", 1000);
    at("src", 1000);
    at("main.js", 2000);
    expect(apiBuildIsStale(join(folder, "main.js"), [join(folder, "src")])).toBe(false);
    at("src/db/client.ts", 3000);
    expect(apiBuildIsStale(join(folder, "main.js"), [join(folder, "src")])).toBe(true);
  });
});
