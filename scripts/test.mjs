#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Each runner prints
// its own pass/fail lines; the last line adds up the Vitest results.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const report = ".vitest-report.json";
const pgReport = ".vitest-report-pg.json";
// The API suite runs on embedded PGlite in the main Vitest step and, when DATABASE_URL
// points at a PostgreSQL server (CI), once more on that server: both must pass.
const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const steps = [
  ["format and import order (Biome; `npm run format` fixes)", "npm", ["run", "--silent", "check:format"]],
  ["dependency rules and import cycles (dependency-cruiser)", "npm", ["run", "--silent", "check:deps"]],
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  [
    "unit and component tests, API on PGlite (Vitest)",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    envWithoutDatabase,
  ],
  ...(DATABASE_URL
    ? [
        [
          "API suite on PostgreSQL (Vitest)",
          "npx",
          ["vitest", "run", "apps/api", "--reporter=default", "--reporter=json", `--outputFile=${pgReport}`],
          process.env,
        ],
      ]
    : []),
  ["build (libraries, styles, host)", "npm", ["run", "build"]],
  ["styles.css is prefixed", "node", ["scripts/check-css-prefix.mjs"]],
  // Two compiled replicas behind HAProxy on a fresh PostgreSQL database; says why and passes
  // when haproxy or DATABASE_URL is missing.
  ["cluster journey (two replicas behind HAProxy)", "node", ["scripts/cluster/run.mjs"]],
  ["Storybook build", "npm", ["run", "build-storybook"]],
  ["package checks (publint, attw, packed tarball in a fresh Vite app)", "node", ["scripts/pack-check.mjs"]],
  // E2E_STORYBOOK: every story through axe, light and dark (e2e/storybook.spec.ts, ~6 min).
  [
    "end to end (Playwright in Debian's Chromium against npm start; every story through axe)",
    "npx",
    ["playwright", "test"],
    { ...process.env, E2E_STORYBOOK: "1" },
  ],
];

rmSync(report, { force: true });
rmSync(pgReport, { force: true });
let passed = 0;
for (const [name, command, args, env = process.env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, FORCE_COLOR: "0" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    summarise();
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
summarise();

function summarise() {
  console.log(`\nsteps: ${passed} of ${steps.length} passed`);
  let [ok, failed, skipped] = [0, 0, 0];
  for (const file of [report, pgReport].filter((f) => existsSync(f))) {
    const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(file, "utf8"));
    [ok, failed, skipped] = [ok + numPassedTests, failed + numFailedTests, skipped + numPendingTests];
  }
  console.log(`vitest: ${ok} passed, ${failed} failed, ${skipped} skipped`);
}
