import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)));
page.on("requestfailed", (r) => console.log("failed", r.url()));
await page.goto("http://127.0.0.1:9500/politica-de-cookies"); await page.waitForTimeout(3000);
console.log((await page.content()).slice(0, 300));
await browser.close();
