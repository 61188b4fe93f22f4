import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Download, type Page, test } from "@playwright/test";
import { field, logIn } from "./support";

// The CNMC comparator's CSV from the telemetry and load-curve screens, the load
// curve's 'Autoconsumo' for a solar supply, and the administrator's contracts CSV.

// Screens first paint in seconds on a machine shared by many runs: wait up to a minute.
const expect = baseExpect.configure({ timeout: 60_000 });

// A supply without solar gets the comparator's layout; a self-consumption one (100001) the
// distributors' AE/AS layout with its surplus (energy/cnmcCsv.ts).
const HEADER = "CUPS;Fecha;Hora;Consumo;Metodo_obtencion";
const ROW = /^(ES\w+);(\d{2})\/(\d{2})\/(\d{4});(\d{1,2});(\d+,\d{3});()([RE])$/;
const SOLAR_HEADER = "CUPS;Fecha;Hora;AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL/ESTIMADO";
const SOLAR_ROW = /^(ES\w+);(\d{2})\/(\d{2})\/(\d{4});(\d{1,2});(\d+,\d{3});(\d+,\d{3});;([RE])$/;

async function fileText(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The rows of a CNMC file, checked line by line against the layout its header names. */
function parseCnmc(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  expect([HEADER, SOLAR_HEADER]).toContain(lines[0]);
  const row = lines[0] === SOLAR_HEADER ? SOLAR_ROW : ROW;
  return lines.slice(1).map((line) => {
    expect(line).toMatch(row);
    const [, cups, dd, mm, yyyy, hora, consumo, surplus, metodo] = row.exec(line)!;
    const kwh = Number(consumo!.replace(",", "."));
    return {
      cups: cups!,
      fecha: `${dd}/${mm}/${yyyy}`,
      hora: Number(hora),
      kwh,
      surplus: Number((surplus || "0").replace(",", ".")),
      metodo: metodo!,
    };
  });
}

/** The Horas a Madrid day has in the file, numbered from the day's start as the distributors
 * do: 1–24, 1–23 on the March change (29-03-2026), 1–25 on the October one (25-10-2026). */
function expectedHoras(fecha: string): number[] {
  const count = fecha === "29/03/2026" ? 23 : fecha === "25/10/2026" ? 25 : 24;
  return Array.from({ length: count }, (_, i) => i + 1);
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${date.getFullYear()}`;
const slashed = (date: Date) => ddmmyyyy(date).replace(/-/g, "/");

async function setRange(page: Page, from: string, to: string) {
  await field(page, "Desde").fill(from);
  await field(page, "Hasta").fill(to);
  await field(page, "Hasta").blur();
}

// A 7-month file and the first paint of the chart screens: generous on a shared, busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });

test("demo: 'Descargar CSV (CNMC)' saves every hour of a range with both clock changes exactly once", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/telemetry/100001");
  await expect(page.getByText("Lecturas para los últimos 7 días")).toBeVisible();
  await expect(page.getByText(/^Datos actualizados hasta el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // 27-03-2026 … 26-10-2026: the 23-hour day (29 March) and the 25-hour day (25 October).
  await setRange(page, "27-03-2026", "26-10-2026");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar CSV (CNMC)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^consumos-ES\w+-27-03-2026-26-10-2026\.csv$/);
  const rows = parseCnmc((await fileText(file)).toString("utf8"));

  const byDay = new Map<string, number[]>();
  for (const row of rows) byDay.set(row.fecha, [...(byDay.get(row.fecha) ?? []), row.hora]);
  const days: Date[] = [];
  for (let d = new Date(2026, 2, 27); d <= new Date(2026, 9, 26); d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1))
    days.push(d);
  expect([...byDay.keys()]).toEqual(days.map(slashed));
  for (const day of days) expect(byDay.get(slashed(day)), slashed(day)).toEqual(expectedHoras(slashed(day)));
  expect(byDay.get("29/03/2026")).toHaveLength(23);
  expect(byDay.get("25/10/2026")).toHaveLength(25);
  expect(rows).toHaveLength(days.length * 24);
  expect(new Set(rows.map((r) => r.cups)).size).toBe(1);
  // 100001 has solar: the file carries its surplus.
  expect(rows.some((r) => r.surplus > 0)).toBe(true);
  // The seed estimates whole days: some E, mostly R.
  expect(rows.some((r) => r.metodo === "E")).toBe(true);
  expect(rows.filter((r) => r.metodo === "R").length).toBeGreaterThan(rows.length / 2);
});

test("demo: the load curve offers the CSV too, and a solar supply shows 'Autoconsumo' in kWh and €", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/loadcurve/100001");
  await expect(page.getByText("Lecturas para los últimos 7 días")).toBeVisible();
  const section = page.locator("[data-slot=self-consumption]");
  await expect(section.getByRole("heading", { name: "Autoconsumo" })).toBeVisible();
  const total = section.locator("[data-slot=self-consumption-total]");
  await expect(total).toContainText(/\d+,\d{3}/);
  await expect(total).toContainText(/\d+,\d{2} €/);
  // Each month's surplus price is the contract's, as the invoice breakdown writes it.
  await expect(section.getByRole("columnheader", { name: "Precio (€/kWh)" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar CSV (CNMC)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^consumos-ES\w+-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  expect(parseCnmc((await fileText(file)).toString("utf8"))).toHaveLength(7 * 24);

  // A supply without solar says so in one sentence, no empty table.
  await page.goto("/loadcurve/100002");
  await expect(section.getByText("Este suministro no tiene autoconsumo: no vierte excedentes a la red.")).toBeVisible();
  await expect(section.locator("[data-slot=self-consumption-total]")).toHaveCount(0);
});

test("fincas@example.com: 'Exportar contratos (CSV)' downloads UTF-8 with a BOM, accents intact", async ({ page }) => {
  await logIn(page, "fincas@example.com", { admin: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar contratos (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("contratos-administrador.csv");
  const bytes = await fileText(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const lines = text.split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^CIF;CUPS;Contrato;Dirección;Tarifa;Potencia contratada P1 \(kW\)/);
  expect(lines).toHaveLength(1 + 40);
  expect(text).toMatch(/[áéíóúñºª]/);
  expect(text).not.toContain("Ã");
  await expect(page.getByText("Se ha descargado el archivo contratos-administrador.csv.")).toBeVisible();
});
