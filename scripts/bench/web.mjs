#!/usr/bin/env node
// `npm run bench:web`: builds the host, prints the gzipped JavaScript and CSS of the
// initial load of /login and of each route chunk (from Vite's manifest), the CMS embed's
// core, then runs Lighthouse (mobile preset, Debian's Chromium) on /login, and on / and
// /allinvoices logged in as demo. Budgets, each printed as passed or failed:
// /login initial JS ≤ 100 KB gzipped; each invoice page's own JS before its charts ≤ 150 KB
// (its route chunk and what that imports beyond the entry; recharts must load on demand);
// the embed core ≤ 100 KB; Lighthouse performance ≥ 95 and accessibility 100.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const HOST_DIST = "apps/host/dist";
const REPORT_DIR = ".data/bench-web-reports";
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 8096);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9336);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const BUDGET = { loginJsKb: 100, invoicePageKb: 150, embedCoreKb: 100, performance: 95, accessibility: 100 };
/** The invoice pages: their charts (recharts) must wait until drawn. */
const INVOICE_PAGES = /^invoices\//;
/** The pages Lighthouse scores: /login anonymous, the others logged in as demo. */
const LOGGED_IN_PAGES = [
  ["/ (demo)", "/"],
  ["/allinvoices", "/allinvoices"],
];

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Construyendo…");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kb = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(HOST_DIST, file)), { level: 9 }).length;

// ------------------------------------------------------------------ sizes from the manifest
const manifest = JSON.parse(readFileSync(join(HOST_DIST, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
};
const rechartsCache = new Map();
const hasRecharts = (key) => {
  const file = manifest[key]?.file;
  if (!file?.endsWith(".js")) return false;
  if (!rechartsCache.has(file)) rechartsCache.set(file, readFileSync(join(HOST_DIST, file), "utf8").includes("recharts-wrapper"));
  return rechartsCache.get(file);
};
/** What a route chunk may load later (a chart drawn on demand): the dynamic imports of the
 * chunks it brings, and theirs; the entry's own (every page) are not the route's. */
function dynamicClosure(key, seen = new Set(), visited = new Set()) {
  if (visited.has(key) || entryKeys.has(key)) return seen;
  visited.add(key);
  for (const dynamic of manifest[key]?.dynamicImports ?? []) {
    for (const k of closure(dynamic)) if (!entryKeys.has(k)) seen.add(k);
    dynamicClosure(dynamic, seen, visited);
  }
  for (const imported of manifest[key]?.imports ?? []) dynamicClosure(imported, seen, visited);
  return seen;
}
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

const entryKeys = closure(entryKey);
const entry = filesOf(entryKeys);
const rows = [];
const routePages = Object.keys(manifest).filter((key) => /src\/pages\/.+\.tsx$/.test(key));
for (const key of routePages.sort()) {
  const own = [...closure(key)].filter((k) => !entryKeys.has(k));
  const files = filesOf(own);
  const name = key.replace(/^.*src\/pages\//, "").replace(/\.tsx$/, "");
  // recharts is bundled into chunks named after our components: look for it in the code.
  const recharts = own.some(hasRecharts) ? "static" : [...dynamicClosure(key)].some(hasRecharts) ? "onDemand" : null;
  rows.push({ name, js: sum(files.js), css: sum(files.css), recharts });
}
const loginPage = rows.find((row) => row.name === "account/LoginPage");
const loginJs = sum(entry.js) + (loginPage?.js ?? 0);
const budgets = [];
const budget = (name, valueKb, limitKb) => budgets.push({ name, valueKb, limitKb, ok: valueKb <= limitKb });
budget("/login: JS inicial", kb(loginJs), BUDGET.loginJsKb);
for (const row of rows.filter((r) => INVOICE_PAGES.test(r.name))) {
  const withEntry = kb(sum(entry.js) + row.js).toFixed(1);
  budget(`${row.name}: JS de la página sin gráficos (${withEntry} con la entrada)`, kb(row.js), BUDGET.invoicePageKb);
  // recharts in the route's own chunks is over budget whatever the size.
  if (row.recharts === "static") budgets.push({ name: `${row.name}: recharts al cargar`, valueKb: null, limitKb: null, ok: false });
}

console.log("\nTamaños (gzip, KB)");
console.log(`  entrada (todas las rutas)  JS ${kb(sum(entry.js)).toFixed(1)}  CSS ${kb(sum(entry.css)).toFixed(1)}`);
console.log(`  carga inicial de /login    JS ${kb(loginJs).toFixed(1)} (presupuesto ${BUDGET.loginJsKb})`);
console.log("  fragmento por ruta:");
for (const row of rows) {
  console.log(
    `    ${row.name.padEnd(34)} JS ${kb(row.js).toFixed(1).padStart(6)}  CSS ${kb(row.css).toFixed(1).padStart(5)}${row.recharts === "static" ? "  (+recharts)" : row.recharts === "onDemand" ? "  (recharts al dibujar)" : ""}`,
  );
}

const embedFile = "packages/portal-widgets/dist/embed/oficina-virtual.embed.js";
let embedKb = null;
if (existsSync(embedFile)) {
  // The core is the entry and every chunk it imports statically (what a page downloads
  // before the first widget appears); dynamic imports are the widgets' own chunks.
  const staticImports = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      staticImports(join(dirname(file), match[1]), seen);
    }
    return seen;
  };
  const core = staticImports(embedFile);
  embedKb = kb([...core].reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0));
  console.log(`  embed CMS (núcleo: ${core.size} ficheros) JS ${embedKb.toFixed(1)} (presupuesto ${BUDGET.embedCoreKb})`);
  budget("embed CMS: núcleo", embedKb, BUDGET.embedCoreKb);
}

console.log("\nPresupuestos (gzip, KB)");
for (const b of budgets) {
  const figures = b.valueKb === null ? "" : ` ${b.valueKb.toFixed(1)} ≤ ${b.limitKb}`;
  console.log(`  ${b.ok ? "cumple   " : "NO CUMPLE"}  ${b.name}${figures}`);
}

// ------------------------------------------------------------------------------- Lighthouse
const failures = budgets
  .filter((b) => !b.ok)
  .map((b) => (b.valueKb === null ? b.name : `${b.name} ${b.valueKb.toFixed(1)} KB > ${b.limitKb} KB`));

if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
  const dataDir = ".data/bench-web";
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(PORT), PGLITE_DIR: dataDir, DATABASE_URL: "", OV_DEMO: "1" },
    stdio: "ignore",
  });
  const profile = `/tmp/ov-bench-web-${process.pid}`;
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  const stop = () => {
    server.kill("SIGTERM");
    chromium.kill("SIGTERM");
  };
  process.on("exit", stop);
  try {
    await waitFor(`${BASE}/healthz`, 240_000);
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 30_000);
    const { default: lighthouse } = await import("lighthouse");
    const { throttling } = await import("lighthouse/core/config/constants.js");
    const audit = async (path) => {
      const result = await lighthouse(`${BASE}${path}`, {
        port: DEBUG_PORT,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        // Keep the logged-in session of the shared profile (localStorage).
        disableStorageReset: true,
        ...(process.env.BENCH_LH_THROTTLING ? { throttlingMethod: process.env.BENCH_LH_THROTTLING } : {}),
        // BENCH_LH_CPU=6 simulates a CPU 1.5× slower than the mobile preset's (4): the margin
        // a slower machine leaves, without the noise of loading this one.
        ...(process.env.BENCH_LH_CPU
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(process.env.BENCH_LH_CPU) } }
          : {}),
      });
      // The whole report, for what the summary line leaves out (long tasks, the LCP element…).
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `lighthouse${path === "/" ? "-home" : path.replaceAll("/", "-")}.json`), JSON.stringify(result.lhr));
      const { performance, accessibility } = result.lhr.categories;
      // A run without a performance score (a metric that could not be measured) counts as 0:
      // say why, so a 0 in the spread is explained rather than guessed at.
      if (performance.score === null) {
        const errored = Object.values(result.lhr.audits).filter((a) => a.errorMessage);
        const why = result.lhr.runtimeError?.message ?? errored.map((a) => `${a.id}: ${a.errorMessage}`).join("; ");
        console.log(`  (${path}: ejecución sin puntuación de rendimiento: ${why || "sin motivo en el informe"})`);
      }
      const failed = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      const metric = (id) => result.lhr.audits[id]?.displayValue ?? "?";
      const metrics = `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}`;
      return {
        performance: Math.round(performance.score * 100),
        accessibility: Math.round(accessibility.score * 100),
        failed,
        finalUrl: result.lhr.finalDisplayedUrl,
        metrics,
      };
    };

    console.log(`\nLighthouse (móvil; informes completos en ${REPORT_DIR}/)`);
    // One Lighthouse run varies by several points on a shared 2-core machine: report the
    // median of LH_RUNS (Lighthouse's own advice in docs/variability.md).
    const median = async (path) => {
      const runs = [];
      for (let i = 0; i < LH_RUNS; i++) runs.push(await audit(path));
      runs.sort((a, b) => a.performance - b.performance);
      return { ...runs[Math.floor(runs.length / 2)], all: runs.map((r) => r.performance) };
    };
    const scored = [["/login", await median("/login")]];
    await logInAsDemo();
    for (const [name, path] of LOGGED_IN_PAGES) scored.push([name, await median(path)]);
    for (const [name, r] of scored) {
      const spread = r.all.length > 1 ? ` [ejecuciones: ${r.all.join(", ")}]` : "";
      console.log(
        `  ${name.padEnd(13)} rendimiento ${r.performance}${spread}  accesibilidad ${r.accessibility}  (${r.metrics}; ${r.finalUrl})${r.failed.length ? `  falla: ${r.failed.join(", ")}` : ""}`,
      );
      if (r.performance < BUDGET.performance) failures.push(`${name} performance ${r.performance} < ${BUDGET.performance}`);
      if (r.accessibility < BUDGET.accessibility) failures.push(`${name} accessibility ${r.accessibility} < ${BUDGET.accessibility}`);
    }
  } finally {
    stop();
    // Chromium may still be writing its profile as it exits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

console.log(failures.length ? `\nFuera de presupuesto:\n  ${failures.join("\n  ")}` : "\nDentro de presupuesto.");
process.exit(failures.length ? 1 : 0);

/** Logs in through the real form in the shared Chromium profile, so Lighthouse's tab has the session. */
async function logInAsDemo() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  // A required field's label reads "Usuario *".
  await page.getByLabel(/^Usuario/).fill("demo");
  await page.getByLabel(/^Contraseña/).fill("Demo2026!");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${BASE}/`);
  await page.close();
  await browser.close().catch(() => {});
}

async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
