import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Where the API's files are, whichever way it runs: from its TypeScript sources (tsx in
 * development, Vitest) or from the compiled bundle in dist/ (`npm start`, production). The
 * bundle puts modules into shared chunks, so a path relative to one module's own file would
 * point elsewhere once compiled; every path here starts from the package's folder instead,
 * found by walking up to the folder that holds the migrations.
 */

/** Running the compiled JavaScript of dist/ (not the sources through a TypeScript loader). */
export const COMPILED = import.meta.url.endsWith(".js");

function packageFolder(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "drizzle", "meta", "_journal.json"))) return folder;
    if (dirname(folder) === folder) throw new Error(`no apps/api folder above ${start}`);
  }
}

/** apps/api. */
export const API_FOLDER = packageFolder(dirname(fileURLToPath(import.meta.url)));

/** The SQL migrations drizzle applies at start. */
export const MIGRATIONS_FOLDER = join(API_FOLDER, "drizzle");

/** A thread's entry module: the compiled bundle's (`dist/<name>.js`) or the source file. */
export function threadEntry(compiledName: string, source: string): string {
  return COMPILED ? join(API_FOLDER, "dist", `${compiledName}.js`) : join(API_FOLDER, "src", source);
}
