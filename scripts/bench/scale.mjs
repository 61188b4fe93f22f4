#!/usr/bin/env node
// `npm run bench:scale`: does a customer's request cost what their own data costs? The same
// server build against the demo seed alone and the demo seed plus --scale N other customers
// (BENCH_SCALES, default 0,1000,10000), every hot route as `demo` and as the administrator
// `fincas@example.com`, autocannon with 50 connections for 8 s per route and scale
// (BENCH_CONNECTIONS, BENCH_SECONDS), after an unmeasured pass of BENCH_WARMUP_SECONDS (2) per
// route. Each figure is the median of BENCH_ROUNDS (3) rounds, the scales interleaved route by
// route. Prints req/s, p50, p99 and the CPU time per request (the server and its PostgreSQL
// backends) per route and scale, and the ratios to the first scale's figures; the target
// is p99 within 1.5× and throughput within 10%.
// The scale curve is BENCH_SCALES=100,1000,10000 (1×, 10×, 100×);
// BENCH_LOAD_MEASURES_DAYS gives the load customers hourly readings too (written
// once, by the database), so telemetry reads among other customers' readings.
//
// PostgreSQL only (DATABASE_URL, any database of the server: it is only used to create
// others). Each scale has its own database, ov_bench_scale_<N> (BENCH_DB_PREFIX), seeded once
// and kept, so a second run measures without seeding again (a run adds whatever load
// customers are missing); BENCH_DROP=1 drops them at the end. BENCH_SEED_ONLY=1 seeds and
// stops. The servers listen on 127.0.0.1 from BENCH_PORT (8100) up, one port per scale.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import dayjs from "dayjs";
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error("bench:scale mide PostgreSQL: define DATABASE_URL=postgres://… (se crean bases ov_bench_scale_N).");
  process.exit(1);
}
const PORT = Number(process.env.BENCH_PORT ?? 8100);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const scales = (process.env.BENCH_SCALES ?? "0,1000,10000").split(",").map(Number);
const prefix = process.env.BENCH_DB_PREFIX ?? "ov_bench_scale_";
const only = process.env.BENCH_ONLY;
// Hourly readings for each load customer's electricity contracts: without them the telemetry
// and load-curve routes would find only demo's readings at every scale.
const loadMeasuresDays = Number(process.env.BENCH_LOAD_MEASURES_DAYS ?? 0);
const PASSWORD = "Demo2026!";

const databaseName = (scale) => `${prefix}${scale}`;
const databaseUrl = (name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function withClient(target, work) {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The scale's database, with the demo seed and `scale` load customers, vacuumed and analyzed. */
async function prepare(scale) {
  const name = databaseName(scale);
  await withClient(url, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  const target = databaseUrl(name);
  const existing = await withClient(target, async (client) => {
    const { rows } = await client.query("select to_regclass('users') is not null as ready");
    if (!rows[0].ready) return 0;
    const count = await client.query("select count(*)::int as n from users where role = 'customer' and username ~ '^load[0-9]+$'");
    return count.rows[0].n;
  });
  const missing = Math.max(0, scale - existing);
  const started = performance.now();
  const env = { ...process.env, DATABASE_URL: target };
  const seeded = spawnSync("node", ["--import", "tsx", "apps/api/src/seed/cli.ts", "--scale", String(missing)], { stdio: "inherit", env });
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed`);
  if (loadMeasuresDays > 0) await addLoadReadings(target);
  // Fresh statistics, as a database that has lived a while has them: the plans are the point.
  // Vacuumed too: a freshly loaded table has no visibility map and unset hint bits, so the
  // first rounds would pay for writing them, and autovacuum would walk millions of new rows
  // while we measure (it did: the big scale lost throughput on routes that never read it).
  await withClient(target, (client) => client.query("vacuum (analyze)"));
  const ms = performance.now() - started;
  console.log(
    `${name}: ${existing} → ${Math.max(existing, scale)} load customers, seeded, vacuumed and analyzed in ${(ms / 1000).toFixed(1)} s`,
  );
  return target;
}

/**
 * Hourly readings of the last BENCH_LOAD_MEASURES_DAYS days for every load customer's
 * electricity contract that has none, written by the database itself: the seed's generated
 * readings (--load-measures-days) add twenty minutes to a --scale 10000 seed, and the
 * benchmark needs their number and layout (one row per contract and hour), not realistic
 * values.
 */
async function addLoadReadings(target) {
  const started = performance.now();
  const { rowCount } = await withClient(target, (client) =>
    client.query(
      `insert into hourly_readings (contract_id, at, active_kwh, reactive_kvarh, surplus_kwh)
       select c.id, h, round((0.05 + random() * 0.9)::numeric, 3), round((random() * 0.2)::numeric, 3), 0
       from contracts c join users u on u.tax_id = c.holder_tax_id
       cross join generate_series(date_trunc('day', now()) - make_interval(days => $1), date_trunc('day', now()) + interval '23 hours', interval '1 hour') h
       where u.username ~ '^load[0-9]+$' and c.line = 'Electricidad'
         and not exists (select 1 from hourly_readings r where r.contract_id = c.id)
       on conflict do nothing`,
      [loadMeasuresDays],
    ),
  );
  console.log(`${rowCount} hourly readings added for the load customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function login(base, username, admin) {
  const response = await fetch(`${base}/ov/user/api/privateToken`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD, isAdministradorFinca: admin }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  const { access_token: token } = await response.json();
  // What a browser sends with every call: the server may gzip large answers.
  return { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" };
}

/** The hot routes of one caller: the screens' first calls and their usual searches. */
async function routesOf(base, who, headers) {
  const isAdmin = who !== "demo";
  const home = await (await fetch(`${base}/ov/cups/api/cupsMe`, { headers })).json();
  const electricity = home.cupsAsociados.select.find((s) => /electricidad/i.test(s.line));
  const today = dayjs();
  const yesterday = today.subtract(1, "day");
  const yearAgo = yesterday.subtract(12, "month").add(1, "day");
  const iso = (d) => d.format("YYYY-MM-DD");
  const es = (d) => d.format("DD-MM-YYYY");
  const q = (params) => new URLSearchParams(params).toString();
  const search = isAdmin ? "/ov/invoices/api/filterfullbilling" : "/ov/invoices/api/fullbilling";
  const dated = { startDate: iso(yesterday.subtract(3, "month")), endDate: iso(yesterday), isDefaultQuery: "false", start: "1" };
  const contract = { line: "Electricidad", contractCode: electricity.codAbonado };
  const lastTen = `${search}?${q({ isDefaultQuery: "true", start: "1", startDate: "0", endDate: "0", ...(isAdmin ? {} : { lineRemover: "Gas" }) })}`;
  // The administrator's CIF filter: a community of theirs, as the screen offers.
  const cif = (await (await fetch(base + lastTen, { headers })).json()).Invoice[0].nif;
  const routes = [
    ["cupsMe", "/ov/cups/api/cupsMe"],
    ["search, default (last 10)", lastTen],
    ["search, 3 months", `${search}?${q({ ...dated, ...(isAdmin ? {} : { lineRemover: "Gas" }) })}`],
    [
      "search, 3 months, page 2",
      `${search}?${q({ ...dated, start: "2", ...(isAdmin ? { line: "electricidad" } : { lineRemover: "Gas" }) })}`,
    ],
    isAdmin
      ? ["search, CIF + amounts", `${search}?${q({ ...dated, cif, minPrice: "1", maxPrice: "5000" })}`]
      : [
          "search, CUPS + amounts",
          `${search}?${q({ ...dated, lineRemover: "Gas", cups: electricity.cups.slice(0, 12), minPrice: "1", maxPrice: "5000" })}`,
        ],
    ["price limits", "/ov/invoices/api/getPriceMinAndMaxInvoice"],
    ["contract invoices, default", `/ov/contracts/api/contractCode/invoices/?${q({ ...contract, defaultQuery: "true", limit: "10" })}`],
    [
      "contract charts, 12 months",
      `/ov/contracts/api/contractCode/charts/invoices/?${q({ ...contract, startDate: iso(yearAgo), endDate: iso(yesterday) })}`,
    ],
    ["contract price limits", `/ov/contracts/api/getPriceMinAndMaxInvoices?${q(contract)}`],
    ["issues", "/ov/issues/api/issues"],
    [
      "telemetry, 7 days",
      `/ov/cups/api/telemetry?${q({ ...contract, freq: "1", cups: electricity.cups, startDate: es(yesterday.subtract(6, "day")), endDate: es(yesterday), output: "json" })}`,
    ],
    [
      "load curve, 7 days",
      `/ov/cups/api/curvas?${q({ ...contract, cups: electricity.cups, startDate: es(yesterday.subtract(6, "day")), endDate: es(yesterday), output: "json" })}`,
    ],
  ];
  return routes.map(([name, path]) => ({ name, path, headers }));
}

/** One server per scale, each on its own port, logged in and warmed up; their routes. */
async function startServer(scale, target, port) {
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: target, PORT: String(port), HOST: "127.0.0.1", OV_DEMO: "1", OV_SEED: "0" };
  const server = spawn("node", ["--import", "tsx", "apps/api/src/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await stopped;
  };
  try {
    await waitFor(`${base}/healthz`);
    const accounts = { demo: ["demo", false], fincas: ["fincas@example.com", true] };
    const callers = {};
    for (const [who, [username, admin]] of Object.entries(accounts)) callers[who] = await login(base, username, admin);
    // Access tokens last 15 minutes and an interleaved run lasts longer: every route's
    // headers are its caller's object, so a new login before they expire renews them all.
    let loggedInAt = Date.now();
    const renewLogins = async () => {
      if (Date.now() - loggedInAt < 10 * 60_000) return;
      for (const [who, [username, admin]] of Object.entries(accounts)) Object.assign(callers[who], await login(base, username, admin));
      loggedInAt = Date.now();
    };
    const plan = new Map();
    for (const [who, headers] of Object.entries(callers)) {
      for (const route of await routesOf(base, who, headers)) {
        if (only && !route.name.includes(only)) continue;
        const check = await fetch(base + route.path, { headers: route.headers });
        if (!check.ok && check.status !== 204)
          throw new Error(`${who} ${route.name}: ${check.status} ${(await check.text()).slice(0, 200)}`);
        plan.set(`${route.name} | ${who}`, { url: base + route.path, headers: route.headers });
      }
    }
    // Unmeasured first: a fresh server (JIT, prepared statements) and a cold database cache
    // made whichever route came first look up to 30% slower, whatever the scale.
    for (const route of plan.values()) await autocannon({ ...route, connections, duration: WARMUP_SECONDS });
    return { scale, plan, stop, renewLogins, pid: server.pid, database: new URL(target).pathname.slice(1) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * CPU time (ms) used so far by the server process and by the PostgreSQL backends of its
 * database (their process title names the database). Throughput and latency on a shared
 * machine move with whatever else runs; CPU time per request does much less, so it is the
 * figure to compare scales by when the machine is not quiet.
 */
const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
  } catch {
    return null; // gone
  }
}
function backendCpu(database) {
  const backends = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let title;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) continue;
    const ms = processCpuMs(entry);
    if (ms !== null) backends.set(entry, ms);
  }
  return backends;
}
function cpuSnapshot(server) {
  return { node: processCpuMs(server.pid) ?? 0, backends: backendCpu(server.database) };
}
/** CPU ms between two snapshots: a backend born in between counts from zero. */
function cpuBetween(before, after) {
  let pg = 0;
  for (const [pid, ms] of after.backends) pg += ms - (before.backends.get(pid) ?? 0);
  return { node: after.node - before.node, pg };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const targets = [];
for (const scale of scales) targets.push([scale, await prepare(scale)]);
if (process.env.BENCH_SEED_ONLY === "1") process.exit(0);

// Every scale's server runs at once and each route is measured at every scale in turn,
// round after round, the order reversed each round (ABBA): whatever else the machine does
// during the run then weighs on every scale alike, and each figure is the median of rounds.
const servers = [];
// Stopped by hand (Ctrl+C, kill): the servers go too, or they keep the ports for the next run.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    Promise.all(servers.map((server) => server.stop())).finally(() => process.exit(130));
  });
}
const measured = [];
try {
  for (const [i, [scale, target]] of targets.entries()) servers.push(await startServer(scale, target, PORT + i));
  for (const server of servers) measured.push([server.scale, new Map()]);
  for (const key of servers[0].plan.keys()) {
    for (const server of servers) await server.renewLogins();
    const samples = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = servers.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const route = servers[i].plan.get(key);
        if (!route) continue;
        const before = cpuSnapshot(servers[i]);
        const result = await autocannon({ ...route, connections, duration: seconds });
        const cpu = cpuBetween(before, cpuSnapshot(servers[i]));
        const requests = Math.max(1, result.requests.total);
        samples[i].push({
          cpuUs: ((cpu.node + cpu.pg) * 1000) / requests,
          pgUs: (cpu.pg * 1000) / requests,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    }
    for (const [i, runs] of samples.entries()) {
      if (!runs.length) continue;
      const r = {
        rps: median(runs.map((x) => x.rps)),
        p50: median(runs.map((x) => x.p50)),
        p99: median(runs.map((x) => x.p99)),
        cpuUs: median(runs.map((x) => x.cpuUs)),
        pgUs: median(runs.map((x) => x.pgUs)),
        errors: runs.reduce((n, x) => n + x.errors, 0),
      };
      measured[i][1].set(key, r);
      const each = runs.map((x) => `${x.rps.toFixed(0)}/${x.p99}`).join(", ");
      console.log(
        `  --scale ${servers[i].scale} ${key}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${r.cpuUs.toFixed(0)} µs/request (PostgreSQL ${r.pgUs.toFixed(0)}) (each round, req/s/p99: ${each})${r.errors ? `, ${r.errors} errors` : ""}`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}

const [baseScale, baseline] = measured[0];
const header = measured
  .map(([s]) => `--scale ${s}: req/s | p50 ms | p99 ms | CPU µs/req${s === baseScale ? "" : " | ×p99 | ×req/s | ×CPU"}`)
  .join(" | ");
console.log(
  `\n${connections} connections, ${seconds} s per route and scale, median of ${ROUNDS} interleaved rounds, PostgreSQL; ratios against --scale ${baseScale}\n`,
);
console.log(`| route | caller | ${header} | target met |`);
console.log(
  `|---|---|${measured.map(([s]) => (s === baseScale ? "---:|---:|---:|---:|" : "---:|---:|---:|---:|---:|---:|---:|")).join("")}---|`,
);
let allMet = true;
for (const [key, first] of baseline) {
  const cells = [];
  let met = true;
  for (const [scale, results] of measured) {
    const r = results.get(key);
    if (!r) continue;
    cells.push(r.rps.toFixed(0), String(r.p50), String(r.p99), r.cpuUs.toFixed(0));
    if (scale === baseScale) continue;
    const p99Ratio = r.p99 / Math.max(first.p99, 1);
    const rpsRatio = r.rps / first.rps;
    cells.push(p99Ratio.toFixed(2), rpsRatio.toFixed(2), (r.cpuUs / first.cpuUs).toFixed(2));
    if (p99Ratio > 1.5 || rpsRatio < 0.9) met = false;
  }
  if (measured.some(([, results]) => results.get(key)?.errors)) met = false;
  allMet &&= met;
  console.log(`| ${key} | ${cells.join(" | ")} | ${met ? "yes" : "no"} |`);
}
console.log(
  allMet
    ? "\nEvery route within 1.5× p99 and 10% of throughput."
    : "\nSome routes miss the target (the machine may be busy: compare the CPU per request, which moves much less with load).",
);

if (process.env.BENCH_DROP === "1") {
  await withClient(url, async (client) => {
    for (const [scale] of targets) await client.query(`drop database if exists "${databaseName(scale)}" with (force)`);
  });
}

async function waitFor(address, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${address} did not answer within ${timeoutMs / 1000} s`);
}
