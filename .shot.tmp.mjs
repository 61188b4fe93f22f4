import { chromium } from "@playwright/test";
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const scheme of ["light"]) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, colorScheme: scheme });
  for (const p of paths) {
    await page.goto(base + p); await page.waitForLoadState("networkidle");
    const info = await page.evaluate(() => [...document.querySelectorAll("table")].filter(t => t.parentElement.clientWidth > 1).map(t => `${Math.round(t.getBoundingClientRect().width)} in ${t.parentElement.clientWidth}`));
    console.log(p, info);
    await page.screenshot({ path: `${out}/${p.replace(/\W+/g, "_")}-${scheme}.png`, fullPage: true });
  }
}
await browser.close();
