#!/usr/bin/env node
// `npm start`: build what is missing, then serve the host app and the API on one port.
// Without OV_DEMO it starts the demo (demo data, /dev/outbox, the published secrets), so the
// quick start needs no settings; the server run directly (apps/api/dist/main.js) never does.
// The API runs compiled (apps/api/dist, `npm run build`): no TypeScript loader at run time.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { apiBuildIsStale } from "./build/apiFreshness.mjs";
import { superviseChild } from "./supervise.mjs";

const SERVER = "apps/api/dist/main.js";
const needed = [
  "packages/api-contract/dist/index.js",
  "packages/portal-widgets/dist/index.js",
  "packages/portal-widgets/dist/styles.css",
  "packages/portal-widgets/dist/embed/oficina-virtual.embed.js",
  "apps/host/dist/index.html",
  "apps/host/dist/embed/oficina-virtual.embed.js",
  SERVER,
];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0 || process.env.OV_REBUILD === "1") {
  const why = missing.length ? `faltan ${missing.length} ficheros compilados` : "OV_REBUILD=1";
  console.log(
    `Construyendo el portal (${why}): contrato, biblioteca de widgets, app, embed CMS, API y plugin de WordPress.\n` +
      "Tarda unos minutos y muestra la salida de cada paso; los siguientes arranques no lo repiten.",
  );
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (apiBuildIsStale(SERVER)) {
  // A pull or an edit since the last build: the compiled server would run old code. The API
  // alone takes about a second to build.
  console.log("Construyendo la API (hay fuentes más recientes que apps/api/dist)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@oficina-virtual/api"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const demo = !process.env.OV_DEMO?.trim();
if (demo) {
  console.warn("Aviso: modo demostración (OV_DEMO=1): datos de prueba, /dev/outbox y secretos publicados; nunca en producción.");
}
const server = spawn(process.execPath, [SERVER], {
  stdio: "inherit",
  env: { ...process.env, PORT: process.env.PORT ?? "8080", ...(demo ? { OV_DEMO: "1" } : {}) },
});
superviseChild(server);
