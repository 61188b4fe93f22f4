#!/usr/bin/env node
// `npm run bench:charts`: draws TelemetryChart's chart in headless Chromium with 7 days,
// 12 months hourly and 12 months quarter-hourly of readings, and recharts fed every point
// beside it; prints data → painted and zoom → painted (medians, each run on a fresh page,
// so every figure is a cold first draw). Nothing is downloaded: the page is bundled from
// source with esbuild and opened from disk.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const out = join(here, "charts", "dist");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, "charts", "page.tsx")],
  bundle: true,
  format: "iife",
  minify: true,
  jsx: "automatic",
  target: "es2022",
  outfile: join(out, "bench.js"),
  define: { "process.env.NODE_ENV": '"production"' },
  alias: { "@oficina-virtual/api-contract": join(root, "packages/api-contract/src/index.ts") },
  logLevel: "warning",
});
writeFileSync(
  join(out, "index.html"),
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>bench:charts</title></head><body><div id="app" class="ov-root"></div><script src="bench.js"></script></body></html>',
);

const SCENARIOS = [
  ["week", "7 días, horario"],
  ["yearHourly", "12 meses, horario"],
  ["yearQuarterHourly", "12 meses, cuartohorario"],
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
const results = [];
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  for (const [scenario, label] of SCENARIOS) {
    const row = { label };
    for (const impl of ["widget", "everyPoint"]) {
      const cold = [];
      const flow = [];
      for (let i = 0; i < runs; i += 1) {
        for (const [afterDefault, samples] of [
          [false, cold],
          [true, flow],
        ]) {
          const page = await context.newPage();
          await page.goto(pathToFileURL(join(out, "index.html")).href);
          samples.push(await page.evaluate(([s, m, a]) => window.runBench(s, m, a), [scenario, impl, afterDefault]));
          await page.close();
        }
      }
      row.points = cold[0].points;
      row[impl] = {
        cold: median(cold.map((s) => s.paint)),
        flow: median(flow.map((s) => s.paint)),
        zoom: median(flow.map((s) => s.zoom)),
        drawn: cold[0].drawn,
      };
      const r = row[impl];
      process.stderr.write(
        `  ${label} / ${impl}: cold ${r.cold.toFixed(0)} ms, after 7 days ${r.flow.toFixed(0)} ms, zoom ${r.zoom.toFixed(0)} ms\n`,
      );
    }
    results.push(row);
  }
} finally {
  await browser.close();
}

const ms = (v) => `${Math.round(v)} ms`;
const n = (v) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
const x = (a, b) => `×${(a / b).toFixed(1)}`;
const lines = [
  "| Datos | Lecturas por serie | Dibujadas | Widget: pintado en frío | Widget: pintado tras los 7 días | Widget: zoom | recharts con todos: en frío | recharts con todos: tras los 7 días | recharts con todos: zoom | Ventaja (frío / tras 7 días / zoom) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${r.label} | ${n(r.points)} | ${n(r.widget.drawn)} | ${ms(r.widget.cold)} | ${ms(r.widget.flow)} | ${ms(r.widget.zoom)} | ${ms(r.everyPoint.cold)} | ${ms(r.everyPoint.flow)} | ${ms(r.everyPoint.zoom)} | ${x(r.everyPoint.cold, r.widget.cold)} / ${x(r.everyPoint.flow, r.widget.flow)} / ${x(r.everyPoint.zoom, r.widget.zoom)} |`,
  ),
];
console.log(`\nbench:charts: mediana de ${runs} ejecuciones, cada una en una página nueva; Chromium sin cabeza; gráfica de 760 px.`);
console.log(
  "«En frío»: primera gráfica de la página (JavaScript sin compilar aún). «Tras los 7 días»: la pantalla ya dibujó la carga inicial de 7 días, como en el uso real.\n",
);
console.log(lines.join("\n"));

const year = results.find((r) => r.label === "12 meses, horario");
const ok = year && year.widget.flow < 200 && year.everyPoint.flow / year.widget.flow >= 5 && year.everyPoint.cold / year.widget.cold >= 5;
console.log(
  `\nObjetivo (12 meses horario pintado < 200 ms y ≥ 5× más rápido que recharts con todos los puntos): ${ok ? "CUMPLIDO" : "NO CUMPLIDO"}`,
);
process.exitCode = ok ? 0 : 1;
