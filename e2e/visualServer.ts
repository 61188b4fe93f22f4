// The visual tests' server (playwright.config.ts starts it beside the main one): the same
// `npm start` on demo data pinned to VISUAL_DAY, so a screenshot changes only when the page
// does, never with the calendar. e2e/visual.spec.ts pins the browser's clock to that day too.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const VISUAL_PORT = E2E_PORT + 30;
export const VISUAL_DAY = "2026-11-15";
