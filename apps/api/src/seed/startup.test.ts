import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openTestDatabase } from "../db/database.testing";
import { demoAccountsText } from "./accounts";

describe("startup", () => {
  it("/readyz answers 200 while the database answers, 503 once it is gone", async () => {
    const handle = await openTestDatabase();
    const app = await buildApp({
      deps: { db: handle.db, config: loadConfig({ OV_DEMO: "1" }), now: () => new Date("2026-05-01T10:00:00Z") },
    });
    const ok = await app.inject({ method: "GET", url: "/readyz" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok", database: "ok" });
    await handle.close();
    // A success counts for up to ten seconds while a new check runs (http/readiness.ts),
    // timed by the monotonic clock.
    const later = performance.now() + 10_000;
    vi.spyOn(performance, "now").mockReturnValue(later);
    const down = await app.inject({ method: "GET", url: "/readyz" });
    expect(down.statusCode).toBe(503);
    vi.restoreAllMocks();
    await app.close();
  }, 30_000);

  it("prints every demo account", () => {
    const text = demoAccountsText();
    for (const part of ["demo / Demo2026!", "demo2 / Demo2026!", "fincas@example.com / Demo2026!", "00000000T", "600111222"]) {
      expect(text).toContain(part);
    }
  });
});
