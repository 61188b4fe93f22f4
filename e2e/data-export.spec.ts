import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import yauzl from "yauzl";
import { expectNoAxeViolations, logIn, tabTo } from "./support";

// 'Mi cuenta' › 'Descargar mis datos' with the keyboard alone once logged in: the server
// prepares the ZIP while a bar shows its progress, focus follows to the download, and the ZIP
// holds README.txt and every part in JSON and CSV, the load curves in the CNMC format.

// The demo customer's year of hourly readings on a machine shared by many runs: up to minutes.
const expect = baseExpect.configure({ timeout: 120_000 });
test.setTimeout(240_000);
test.use({ viewport: { width: 1280, height: 900 } });

/** The ZIP's entries: name → content. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const entries = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

test("download my data by keyboard: progress, then a ZIP with every part in JSON and CSV", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/admin");
  const item = page.getByRole("button", { name: "Descargar mis datos", exact: true });
  // The page paints before the first Tab (a busy machine may take seconds).
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("aria-expanded", "true");

  await tabTo(page, page.getByRole("button", { name: "Preparar mis datos" }));
  await page.keyboard.press("Enter");
  const download = page.getByRole("button", { name: "Descargar mis datos (ZIP)" });
  // The bar, unless the ZIP is ready before the first paint of it.
  await expect(page.getByRole("progressbar", { name: "Progreso de la preparación de tus datos" }).or(download)).toBeVisible();
  await expect(download).toBeFocused();
  await expect(page.getByText("Tus datos están listos.")).toBeVisible();
  await expectNoAxeViolations(page, "data export ready");

  const saved = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{2}-\d{2}-\d{4}\.zip$/);
  const entries = await unzip(await readFile((await file.path())!));
  const names = [...entries.keys()];
  expect(names[0]).toBe("README.txt");
  for (const part of [
    "perfil",
    "contratos",
    "facturas",
    "lecturas",
    "solicitudes",
    "preferencias",
    "cuentas-bancarias",
    "cambios-de-contacto",
    "sesiones",
    "actividad",
  ]) {
    expect(names).toContain(`${part}.json`);
    expect(names).toContain(`${part}.csv`);
  }
  const curves = names.filter((name) => /^curvas-de-carga\/ES\w+\.csv$/.test(name));
  expect(curves.length).toBe(12);
  for (const name of curves) {
    const text = entries.get(name)!.toString("utf8");
    expect(text).toMatch(/^CUPS;Fecha;Hora;(Consumo;Metodo_obtencion|AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL\/ESTIMADO)\r\n/);
  }
  expect(entries.get("README.txt")!.toString("utf8")).toContain("artículo 20");
  const accounts = entries.get("cuentas-bancarias.csv")!.toString("utf8");
  expect(accounts).toMatch(/ES\*\* \*{4} \*{4} \*{4} \*{4} \d{4}/);
  expect(accounts).not.toMatch(/ES\d{22}/);
  const contracts = JSON.parse(entries.get("contratos.json")!.toString("utf8")) as unknown[];
  expect(contracts).toHaveLength(15);
});
