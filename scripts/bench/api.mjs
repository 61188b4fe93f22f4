#!/usr/bin/env node
// `npm run bench:api`: autocannon against a server seeded with --scale 10, 50 connections,
// 10 s per route. Prints req/s, p50 and p99 per route and each route's throughput as a
// share of /healthz. PostgreSQL when DATABASE_URL is set, else PGlite in .data/bench.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import dayjs from "dayjs";
import { exportsReport, exportsUnderLoad } from "./exports.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8091);
const base = `http://127.0.0.1:${PORT}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The login throttle counts attempts in flight (each is reserved before argon2 runs), so
// `connections` logins of one user from one address at once need that much room.
const env = { LOGIN_MAX_FAILURES: String(connections * 2), ...process.env, PORT: String(PORT), OV_DEMO: "1" };
if (!process.env.DATABASE_URL) {
  env.PGLITE_DIR = ".data/bench";
  if (process.env.BENCH_FRESH !== "0") rmSync(".data/bench", { recursive: true, force: true });
}

console.log(`Seeding (--scale 10) on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}…`);
const seed = spawnSync("node", ["--import", "tsx", "apps/api/src/seed/cli.ts", "--scale", "10"], { stdio: "inherit", env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn("node", ["--import", "tsx", "apps/api/src/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

try {
  await waitFor(`${base}/healthz`);
  const login = await fetch(`${base}/ov/user/api/privateToken`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "Demo2026!", isAdministradorFinca: false }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  // What a browser sends with every call: the server may gzip large answers.
  const auth = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" };

  const contracts = await (await fetch(`${base}/ov/cups/api/cupsMe`, { headers: auth })).json();
  const electricity = contracts.cupsAsociados.select.find((s) => /electricidad/i.test(s.line));
  const yesterday = dayjs().subtract(1, "day");
  const yearAgo = yesterday.subtract(12, "month").add(1, "day");
  const telemetryQuery = new URLSearchParams({
    line: "Electricidad",
    freq: "1",
    cups: electricity.cups,
    contractCode: electricity.codAbonado,
    startDate: yearAgo.format("DD-MM-YYYY"),
    endDate: yesterday.format("DD-MM-YYYY"),
    output: "json",
  });
  const dated = new URLSearchParams({
    startDate: yesterday.subtract(3, "month").format("YYYY-MM-DD"),
    endDate: yesterday.format("YYYY-MM-DD"),
    isDefaultQuery: "false",
    start: "1",
    lineRemover: "Gas",
  });

  // The insight calls on demo's newest electricity invoice (it has a previous one) and the
  // first electricity contract's month in progress.
  const newest = await (
    await fetch(`${base}/ov/invoices/api/fullbilling?isDefaultQuery=true&start=1&startDate=0&endDate=0&lineRemover=Gas`, { headers: auth })
  ).json();
  const invoices = Array.isArray(newest.Invoice) ? newest.Invoice : [newest.Invoice];
  const invoice = invoices.find((i) => /electricidad/i.test(i.line) && i.facturaCategoria !== "VA") ?? invoices[0];
  const invoiceQuery = new URLSearchParams({ serieFactura: invoice.serieFactura, numeroFactura: String(invoice.billNumber) });

  const targets = [
    { name: "/healthz (ceiling)", path: "/healthz" },
    {
      name: "login (privateToken)",
      path: "/ov/user/api/privateToken",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "Demo2026!", isAdministradorFinca: false }),
    },
    { name: "cupsMe", path: "/ov/cups/api/cupsMe", headers: auth },
    {
      name: "fullbilling (default)",
      path: "/ov/invoices/api/fullbilling?isDefaultQuery=true&start=1&startDate=0&endDate=0",
      headers: auth,
    },
    { name: "fullbilling (3 months)", path: `/ov/invoices/api/fullbilling?${dated}`, headers: auth },
    { name: "telemetry (12 months)", path: `/ov/cups/api/telemetry?${telemetryQuery}`, headers: auth },
    // One connection: the time a single user waits for a year of hourly points (~8,784).
    { name: "telemetry (12 months, 1 connection)", path: `/ov/cups/api/telemetry?${telemetryQuery}`, headers: auth, connections: 1 },
    { name: "insights breakdown", path: `/ov/insights/invoices/breakdown?${invoiceQuery}`, headers: auth },
    { name: "insights comparison (previous)", path: `/ov/insights/invoices/comparison?${invoiceQuery}`, headers: auth },
    { name: "insights comparison (yearAgo)", path: `/ov/insights/invoices/comparison?${invoiceQuery}&against=yearAgo`, headers: auth },
    { name: "insights cost-this-month", path: `/ov/insights/contracts/${electricity.codAbonado}/cost-this-month`, headers: auth },
  ];

  // BENCH_ONLY=fullbilling measures the ceiling and the routes whose name contains it.
  const only = process.env.BENCH_ONLY;
  const chosen = only ? targets.filter((t, i) => i === 0 || t.name.includes(only)) : targets;
  const rows = [];
  for (const target of chosen) {
    const check = await fetch(base + target.path, { method: target.method ?? "GET", headers: target.headers, body: target.body });
    if (!check.ok) throw new Error(`${target.name}: ${check.status} ${(await check.text()).slice(0, 200)}`);
    const result = await autocannon({
      url: base + target.path,
      method: target.method ?? "GET",
      headers: target.headers,
      body: target.body,
      connections: target.connections ?? connections,
      duration: seconds,
    });
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    console.log(`  ${target.name}: ${result.requests.average.toFixed(0)} req/s`);
  }

  // /healthz must keep answering while the database is busy: 5 connections ask it while 50
  // load the default invoice search. On PGlite this measures its worker thread: in the
  // server's own thread, every query held up the event loop (p99 349 ms; target < 50 ms).
  if (!only || "/healthz under load".includes(only)) {
    const busy = chosen.find((t) => t.name === "fullbilling (default)") ?? targets.find((t) => t.name === "fullbilling (default)");
    const [load, health] = await Promise.all([
      autocannon({ url: base + busy.path, headers: busy.headers, connections, duration: seconds }),
      autocannon({ url: `${base}/healthz`, connections: 5, duration: seconds }),
    ]);
    rows.push({
      name: "fullbilling (default), the load beside it",
      rps: load.requests.average,
      p50: load.latency.p50,
      p99: load.latency.p99,
      errors: load.errors + load.non2xx,
    });
    rows.push({
      name: "/healthz, 5 connections, during fullbilling load",
      rps: health.requests.average,
      p50: health.latency.p50,
      p99: health.latency.p99,
      errors: health.errors + health.non2xx,
    });
    console.log(`  /healthz under load: p99 ${health.latency.p99} ms`);
  }

  // Documents render on worker threads: /healthz during 8 concurrent 12-month ZIP exports.
  let exportLines = [];
  if (!only || "exports".includes(only)) {
    const result = await exportsUnderLoad({
      base,
      users: ["demo", "load1", "load2", "load3"],
      password: "Demo2026!",
      startDate: yearAgo.format("YYYY-MM-DD"),
      endDate: yesterday.format("YYYY-MM-DD"),
    });
    exportLines = exportsReport(result);
    console.log(`  exports: worst /healthz ${result.health.worst.toFixed(0)} ms`);
  }

  const ceiling = rows[0].rps;
  console.log(`\n${connections} connections, ${seconds} s per route, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`);
  console.log("| route | req/s | p50 ms | p99 ms | share of /healthz | non-2xx/errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling) * 100).toFixed(1)}% | ${r.errors} |`);
  }
  if (exportLines.length > 0) console.log(`\n${exportLines.join("\n")}`);
} finally {
  stop();
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
