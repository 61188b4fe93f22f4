#!/usr/bin/env node
// `npm run test:cluster`: two replicas of the compiled API behind HAProxy (deploy/haproxy.cfg)
// on loopback, on a fresh database of the PostgreSQL server (DATABASE_URL) and the Redis of
// REDIS_URL (when set). It checks what one machine cannot show:
//   1. both replicas started at the same moment on an empty database come up, with one copy
//      of every row (the startup lock);
//   2. a session made on one replica works on the other;
//   3. a logout on one is refused by the other within 2 s;
//   4. 30 wrong passwords at once, split over both: the limit (5) holds across them;
//   5. 6 ZIP exports of one user at once, split over both: 2 run (EXPORTS_PER_USER), 4 get 429;
//   6. a rolling restart (SIGTERM one, start it, then the other) under load fails no request;
//   7. kill -9 of one under load fails at most 0.1 % of the requests.
// Without haproxy or DATABASE_URL it says why and skips (exit 0). Ports: CLUSTER_PORT (8107)
// and the two after it for the replicas, CLUSTER_PORT + 3 for HAProxy.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { apiBuildIsStale } from "../build/apiFreshness.mjs";
import { checkExports, checkLoginLimit, checkLogout, checkSessionCrosses, login } from "./checks.mjs";
import { startLoad } from "./load.mjs";
import { answers, sleep, startBalancer, startReplica, until } from "./processes.mjs";

const skip = (reason) => {
  console.log(`cluster: se omite (${reason})`);
  process.exit(0);
};
if (spawnSync("haproxy", ["-v"]).error) skip("no hay haproxy: apt-get install haproxy");
if (!process.env.DATABASE_URL) skip("falta DATABASE_URL: un servidor PostgreSQL");

const first = Number(process.env.CLUSTER_PORT ?? 8107);
const ports = [first, first + 1];
const lbPort = first + 3;
const lb = `http://127.0.0.1:${lbPort}`;
const replicaUrl = (i) => `http://127.0.0.1:${ports[i]}`;

if (apiBuildIsStale("apps/api/dist/main.js")) {
  console.log("cluster: construyendo la API…");
  if (spawnSync("npm", ["run", "build", "-w", "@oficina-virtual/api"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const name = `ov_cluster_${process.pid}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(process.env.DATABASE_URL);
databaseUrl.pathname = `/${name}`;

const env = {
  OV_DEMO: "1",
  DATABASE_URL: databaseUrl.toString(),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `ov:cluster:${process.pid}-${Date.now()}:` } : {}),
  TRUST_PROXY: "loopback",
  // Above HAProxy's 2 checks × 1 s: it stops sending before the replica stops listening.
  SHUTDOWN_DRAIN_MS: "2500",
  // One address (loopback) makes every request of the journey: only the account limit counts.
  LOGIN_MAX_FAILURES_PER_ADDRESS: "10000",
  EXPORTS_PER_USER: "2",
};
const replicas = [];
let balancer;
const results = [];
const check = (label, ok, detail) => {
  results.push({ label, ok });
  console.log(`${ok ? "✔" : "✖"} ${label}: ${detail}`);
};

async function startBoth() {
  const started = performance.now();
  replicas[0] = startReplica("api1", ports[0], env);
  replicas[1] = startReplica("api2", ports[1], env);
  await Promise.all([0, 1].map((i) => until(() => answers(`${replicaUrl(i)}/readyz`), 300_000, `api${i + 1} /readyz`)));
  return performance.now() - started;
}

/** SIGTERM (or kill -9) replica `i` under way, then starts it again and waits for HAProxy to use it. */
async function restart(i, signal) {
  const { code, signal: how } = await replicas[i].stop(signal);
  replicas[i] = startReplica(`api${i + 1}`, ports[i], env);
  await until(() => answers(`${replicaUrl(i)}/readyz`), 120_000, `api${i + 1} again`);
  // HAProxy's `rise 2` at 1 s.
  await sleep(2_500);
  return signal === "SIGKILL" ? how : code;
}

try {
  const ms = await startBoth();
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  const users = await db.query("SELECT count(*)::int AS n, count(DISTINCT lower(username))::int AS d FROM users");
  const migrations = await db.query("SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations");
  await db.end();
  const one = users.rows[0].n > 0 && users.rows[0].n === users.rows[0].d && migrations.rows[0].n === migrations.rows[0].d;
  check(
    "ambas réplicas arrancan a la vez sobre una base vacía",
    replicas.every((r) => r.running) && one,
    `listas en ${(ms / 1000).toFixed(1)} s; ${users.rows[0].n} usuarios, ${migrations.rows[0].n} migraciones, sin duplicados`,
  );

  balancer = startBalancer(lbPort, ports);
  await until(() => answers(`${lb}/readyz`), 20_000, "HAProxy");

  const a = replicaUrl(0);
  const b = replicaUrl(1);
  check("la sesión cruza réplicas", ...(await checkSessionCrosses(a, b)));
  check("un logout en A se respeta en B en ≤ 2 s", ...(await checkLogout(a, b)));
  check("límite de inicios de sesión entre réplicas", ...(await checkLoginLimit(a, b)));
  check("límite de documentos por usuario entre réplicas", ...(await checkExports(a, b)));

  const token = await login(lb, "demo");
  const rolling = startLoad(lb, token);
  await sleep(1_000);
  const exits = [await restart(0, "SIGTERM"), await restart(1, "SIGTERM")];
  await sleep(1_000);
  const r = await rolling.stop();
  check(
    "reinicio escalonado bajo carga sin peticiones fallidas",
    r.failed === 0 && exits.every((c) => c === 0),
    `${r.failed} de ${r.sent} fallidas; salidas ${exits.join(", ")}${r.failures.length ? `; ${r.failures.slice(0, 5).join("; ")}` : ""}`,
  );

  const killing = startLoad(lb, token);
  await sleep(1_500);
  await restart(0, "SIGKILL");
  await sleep(1_000);
  const k = await killing.stop();
  check(
    "kill -9 de una réplica bajo carga: ≤ 0,1 % fallidas",
    k.failed <= k.sent * 0.001,
    `${k.failed} de ${k.sent} fallidas (${((100 * k.failed) / Math.max(1, k.sent)).toFixed(3)} %)${k.failures.length ? `; ${k.failures.slice(0, 5).join("; ")}` : ""}`,
  );
} catch (error) {
  check("recorrido del clúster", false, error.message);
  for (const child of [...replicas, balancer].filter(Boolean)) console.error(`\n--- ${child.name} ---\n${child.output.slice(-3_000)}`);
} finally {
  await Promise.all([...replicas, balancer].filter(Boolean).map((child) => child.stop("SIGKILL", 5_000)));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
const failed = results.filter((result) => !result.ok).length;
console.log(`\ncluster: ${results.length - failed} de ${results.length} comprobaciones superadas`);
process.exit(failed === 0 ? 0 : 1);
