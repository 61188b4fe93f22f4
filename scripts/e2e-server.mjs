#!/usr/bin/env node
// The server behind the end-to-end tests: `npm start` on a fresh PGlite data directory, so
// every run begins from the deterministic demo data. A Redis (REDIS_URL, as in CI) outlives
// that data, so each run counts login failures under its own prefix: a run ten minutes
// earlier must not leave demo2 locked out. e2e/security.spec.ts serves the CMS demo page
// from another origin (port PORT + 10, or E2E_CMS_PORT), and e2e/wordpress.spec.ts a WordPress
// site (port PORT + 20, or E2E_WP_PORT): EMBED_ORIGINS allows both.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

// One data directory per port: the visual tests run a second server beside the main one.
const dataDir = `.data/e2e-${process.env.PORT ?? 8080}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PGLITE_DIR: dataDir,
    DATABASE_URL: "",
    OV_DEMO: "1",
    EMBED_ORIGINS: [
      `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? Number(process.env.PORT ?? 8080) + 10}`,
      `http://127.0.0.1:${process.env.E2E_WP_PORT ?? Number(process.env.PORT ?? 8080) + 20}`,
    ].join(","),
    REDIS_PREFIX: `ov:e2e:${process.pid}-${Date.now()}:login-failures:`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
