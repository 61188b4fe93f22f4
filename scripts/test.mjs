#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Each runner prints
// its own pass/fail lines; the last line adds up the Vitest results.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const report = ".vitest-report.json";
const steps = [
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["unit and component tests (Vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`]],
  ["build (libraries, styles, host)", "npm", ["run", "build"]],
  ["styles.css is prefixed", "node", ["scripts/check-css-prefix.mjs"]],
  ["Storybook build", "npm", ["run", "build-storybook"]],
  ["package checks (publint, attw, packed tarball in a fresh Vite app)", "node", ["scripts/pack-check.mjs"]],
  ["end to end (Playwright in Debian's Chromium against npm start)", "npx", ["playwright", "test"]],
];

rmSync(report, { force: true });
let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
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
  if (!existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`vitest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
