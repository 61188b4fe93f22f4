import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// What the compiled API is made of: its sources and the contract's (bundled into it).
const SOURCES = ["apps/api/src", "packages/api-contract/src", "apps/api/tsup.config.ts"];

function newestChange(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Whether a source of the API changed after `compiled` was written. */
export function apiBuildIsStale(compiled, sources = SOURCES) {
  const built = statSync(compiled, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestChange(source) > built.mtimeMs);
}
