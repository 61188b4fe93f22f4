#!/usr/bin/env node
// `npm run api-report -w @oficina-virtual/portal-widgets`: writes api-report.md, every name
// the main entry and `./internal` export with its kind, read by the TypeScript compiler from
// the sources. src/apiReport.test.ts fails while the file and the exports differ, so a change
// of the public surface shows up in review as a change of this file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// A path, not `new URL(…)`: under the tests' jsdom, URL is jsdom's, which node:url refuses.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
export const REPORT_FILE = join(packageDir, "api-report.md");
const ENTRIES = [
  { specifier: "@oficina-virtual/portal-widgets", file: "src/index.ts", note: "the public API" },
  {
    specifier: "@oficina-virtual/portal-widgets/internal",
    file: "src/internal.ts",
    note: "unstable: for the reference host, Storybook and tests; may change in any release",
  },
];

const KINDS = [
  [ts.SymbolFlags.Class, "class"],
  [ts.SymbolFlags.Function, "function"],
  [ts.SymbolFlags.Variable, "const"],
  [ts.SymbolFlags.Enum, "enum"],
  [ts.SymbolFlags.Interface, "interface"],
  [ts.SymbolFlags.TypeAlias, "type"],
];

function kindOf(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const kinds = KINDS.filter(([flag]) => target.flags & flag).map(([, name]) => name);
  return kinds.length > 0 ? kinds.join(", ") : "unknown";
}

/** Each entry's exported names and kinds, sorted by name. */
export function collectExports() {
  const configPath = join(packageDir, "tsconfig.build.json");
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} });
  if (!config) throw new Error(`cannot read ${configPath}`);
  const roots = ENTRIES.map((entry) => join(packageDir, entry.file));
  const program = ts.createProgram(roots, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  return ENTRIES.map((entry, index) => {
    const source = program.getSourceFile(roots[index]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.file}: not a module`);
    const names = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => ({ name: symbol.getName(), kind: kindOf(checker, symbol) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { ...entry, names };
  });
}

/** The report's Markdown. */
export function apiReport() {
  const lines = [
    "# API report: @oficina-virtual/portal-widgets",
    "",
    "Written by `npm run api-report -w @oficina-virtual/portal-widgets` (scripts/apiReport.mjs); do not",
    "edit by hand. `src/apiReport.test.ts` fails while the exports differ from this file.",
  ];
  for (const entry of collectExports()) {
    lines.push(
      "",
      `## \`${entry.specifier}\` (${entry.file}): ${entry.names.length} names`,
      "",
      `${entry.note[0].toUpperCase()}${entry.note.slice(1)}.`,
      "",
    );
    lines.push("| name | kind |", "|---|---|");
    for (const { name, kind } of entry.names) lines.push(`| \`${name}\` | ${kind} |`);
  }
  return `${lines.join("\n")}\n`;
}

export function readReport() {
  return readFileSync(REPORT_FILE, "utf8");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REPORT_FILE, apiReport());
  console.log(`wrote ${REPORT_FILE}`);
}
