import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { environmentSchema } from "./config";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Read by the code but not ours to document: passed through to a child process as is. */
const NOT_OURS = new Set(["PATH"]);

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !join(entry.parentPath, entry.name).includes("node_modules"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const filesIn = (folder: string, pattern: RegExp) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(root, folder, entry.name));

/** Where the repository reads environment variables: the server (and its tests), the
 * scripts and benchmarks, the end-to-end tests and the build configs. */
const sources = [
  ...filesUnder("apps/api/src", /\.ts$/),
  ...filesIn("scripts", /\.mjs$/),
  ...filesIn("scripts/bench", /\.mjs$/),
  ...filesIn("scripts/cluster", /\.mjs$/),
  ...filesIn("e2e", /\.ts$/),
  ...filesUnder("apps/host/src", /\.tsx?$/),
  ...["playwright.config.ts", "vitest.config.ts", "apps/host/vite.config.ts", "packages/portal-widgets/vite.embed.config.ts"].map((file) =>
    join(root, file),
  ),
];

/** Variable → the files that read it. */
function readsInCode(): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  const add = (name: string, file: string) => {
    if (NOT_OURS.has(name)) return;
    if (!reads.has(name)) reads.set(name, new Set());
    reads.get(name)!.add(relative(root, file));
  };
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g))
      add(match[1] ?? match[2]!, file);
    // `const { DATABASE_URL, ...rest } = process.env`
    for (const match of text.matchAll(/\{([^}]*)\}\s*=\s*process\.env\b/g)) {
      for (const name of match[1]!.matchAll(/(?:^|[\s,])([A-Z][A-Z0-9_]*)\b/g)) add(name[1]!, file);
    }
    for (const match of text.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) add(match[1]!, file);
    // The server's settings: the `env` that loadConfig and its helpers take.
    if (file.includes(join("apps", "api", "src"))) {
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) add(match[1]!, file);
    }
  }
  // config.ts reads these through its zod schema, by key.
  for (const name of Object.keys(environmentSchema.shape)) add(name, join(root, "apps/api/src/config.ts"));
  return reads;
}

/** The variables of the "## Configuration" table of apps/api/README.md. */
function documented(): Set<string> {
  const readme = readFileSync(join(root, "apps/api/README.md"), "utf8");
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  return new Set([...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!));
}

describe("apps/api/README.md's Configuration table", () => {
  const reads = readsInCode();
  const table = documented();

  it("finds the reads it looks for", () => {
    expect(reads.get("PG_POOL_SIZE")).toBeDefined();
    expect(reads.get("DATABASE_URL")).toContain("scripts/test.mjs");
    expect(reads.get("VITE_OV_CLIENT_SECRET")).toBeDefined();
    expect(table.size).toBeGreaterThan(30);
  });

  it("lists every environment variable the code reads", () => {
    const missing = [...reads.keys()].filter((name) => !table.has(name)).map((name) => `${name} (${[...reads.get(name)!].join(", ")})`);
    expect(missing, `missing from apps/api/README.md's Configuration table: ${missing.join("; ")}`).toEqual([]);
  });

  it("lists no variable that no code reads", () => {
    const unread = [...table].filter((name) => !reads.has(name));
    expect(unread, `documented but read nowhere: ${unread.join(", ")}`).toEqual([]);
  });
});
