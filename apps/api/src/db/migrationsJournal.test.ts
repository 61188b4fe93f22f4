import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Drizzle applies only the migrations whose journal date is later than the last one a
// database recorded: a migration dated before an earlier-numbered one is silently skipped on
// every database that already has that one (0007 was, for a while).
const folder = new URL("../../drizzle/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", folder), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("the migrations journal", () => {
  it("dates every migration after the one before it", () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("lists every SQL file of the folder, in order", () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });
});
