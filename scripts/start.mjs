#!/usr/bin/env node
// `npm start`: build what is missing, then serve the host app and the API on one port.
// Without OV_DEMO it starts the demo (demo data, /dev/outbox, the published secrets), so the
// quick start needs no settings; the server run directly (apps/api/src/main.ts) never does.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { superviseChild } from "./supervise.mjs";

const needed = [
  "packages/api-contract/dist/index.js",
  "packages/portal-widgets/dist/index.js",
  "packages/portal-widgets/dist/styles.css",
  "packages/portal-widgets/dist/embed/oficina-virtual.embed.js",
  "apps/host/dist/index.html",
  "apps/host/dist/embed/oficina-virtual.embed.js",
];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0 || process.env.OV_REBUILD === "1") {
  console.log(`Construyendo (${missing.length ? `faltan ${missing.join(", ")}` : "OV_REBUILD=1"})…`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const demo = !process.env.OV_DEMO?.trim();
if (demo) {
  console.warn("Aviso: modo demostración (OV_DEMO=1): datos de prueba, /dev/outbox y secretos publicados; nunca en producción.");
}
const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: process.env.PORT ?? "8080", ...(demo ? { OV_DEMO: "1" } : {}) },
});
superviseChild(server);
