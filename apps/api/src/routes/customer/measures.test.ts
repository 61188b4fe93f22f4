import { gunzipSync } from "node:zlib";
import { telemetryResponseSchema } from "@oficina-virtual/api-contract";
import { setReadingsBetween } from "../../db/measures/measures.testing";
import { readXlsxRows } from "../../documents/customer/documents.testing";
import { call, cupsOf, type Fixture, HOSTILE, insertHourlyReadings, openFixture } from "./customer.testing";
import { madridDayStart } from "./madridTime";
import { acceptsGzip, ELECTRICITY_ONLY, RANGE_12_MONTHS, SUPPLY_NOT_FOUND } from "./measures";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  // 2025-03-01 … 2026-03-14 (Madrid days) on contract 100001: both clock changes of 2025.
  await insertHourlyReadings(
    f.db,
    f.contractIds["100001"]!,
    madridDayStart({ year: 2025, month: 3, day: 1 }),
    madridDayStart({ year: 2026, month: 3, day: 15 }),
  );
}, 60_000);
afterAll(() => f.close());

interface Params {
  line?: string;
  freq?: string;
  cups?: string;
  contractCode?: string;
  startDate?: string;
  endDate?: string;
  output?: string;
  DefaultQuery?: string;
}

const telemetryUrl = (params: Params = {}) =>
  `/ov/cups/api/telemetry?${new URLSearchParams({ line: "Electricidad", freq: "1", cups: cupsOf("100001"), contractCode: "100001", startDate: "08-03-2026", endDate: "14-03-2026", output: "json", ...params })}`;
const curvasUrl = (params: Params = {}) =>
  `/ov/cups/api/curvas?${new URLSearchParams({ cups: cupsOf("100001"), contractCode: "100001", startDate: "08-03-2026", endDate: "14-03-2026", output: "json", ...params })}`;
const get = (token: string | null, url: string) => call(f.app, token, { method: "GET", url });

describe("GET /ov/cups/api/telemetry", () => {
  it("answers the hours of the days asked for, in Madrid time", async () => {
    const response = await get(f.tokens.ana, telemetryUrl());
    expect(response.statusCode).toBe(200);
    const { Telemetry } = response.json();
    expect(Telemetry.total.countTotal).toBe(7 * 24);
    expect(Telemetry.select).toHaveLength(7 * 24);
    expect(Telemetry.select[0]).toEqual({ dateRecord: "08-03-2026 00:00", activeEnergy: expect.any(Number), reactiveEnergy: 0.05 });
    expect(Telemetry.select.at(-1).dateRecord).toBe("14-03-2026 23:00");
  });

  it("has 23 and 25 hours on the days the clocks change", async () => {
    const spring = (await get(f.tokens.ana, telemetryUrl({ startDate: "30-03-2025", endDate: "30-03-2025" }))).json();
    expect(spring.Telemetry.total.countTotal).toBe(23);
    expect(spring.Telemetry.select.map((p: { dateRecord: string }) => p.dateRecord)).not.toContain("30-03-2025 02:00");
    const autumn = (await get(f.tokens.ana, telemetryUrl({ startDate: "26-10-2025", endDate: "26-10-2025" }))).json();
    expect(autumn.Telemetry.total.countTotal).toBe(25);
  });

  it("answers 12 months (8,784 hours) quickly", async () => {
    const url = telemetryUrl({ startDate: "14-03-2025", endDate: "14-03-2026" });
    const builtAt = performance.now();
    await get(f.tokens.ana, url); // built, checked and kept: the later calls are sent from the cache
    const built = performance.now() - builtAt;
    const times: number[] = [];
    let body: { Telemetry: { select: unknown[]; total: { countTotal: number } } } | undefined;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await get(f.tokens.ana, url);
      times.push(performance.now() - started);
      body = response.json();
    }
    expect(body!.Telemetry.total.countTotal).toBe(8784);
    expect(body!.Telemetry.select).toHaveLength(8784);
    const started = performance.now();
    telemetryResponseSchema.parse(body);
    const validation = performance.now() - started;
    const median = times.sort((a, b) => a - b)[2]!;
    console.info(
      `telemetry 12 months JSON on ${f.handle.kind}: built ${built.toFixed(1)} ms, then kept: median ${median.toFixed(1)} ms (runs ${times.map((t) => t.toFixed(0)).join(", ")}); response schema validation ${validation.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(2000);
  }, 60_000);

  it("keeps the answer of days that have ended, builds today's afresh, and checks the caller every time", async () => {
    const contractId = f.contractIds["100001"]!;
    const day13 = telemetryUrl({ startDate: "13-03-2026", endDate: "13-03-2026" });
    const first = (await get(f.tokens.ana, day13)).json();
    // A late correction of a past day: the kept answer stands (for up to 10 minutes).
    await setReadingsBetween(
      f.db,
      contractId,
      madridDayStart({ year: 2026, month: 3, day: 13 }),
      madridDayStart({ year: 2026, month: 3, day: 14 }),
      { activeKwh: 9 },
    );
    expect((await get(f.tokens.ana, day13)).json()).toEqual(first);
    // The cache is behind the supply check: someone else's token still gets 404.
    expect((await get(f.tokens.bob, day13)).statusCode).toBe(404);

    const untilToday = telemetryUrl({ startDate: "14-03-2026", endDate: "15-03-2026" });
    expect((await get(f.tokens.ana, untilToday)).json().Telemetry.total.countTotal).toBe(24);
    await insertHourlyReadings(f.db, contractId, madridDayStart({ year: 2026, month: 3, day: 15 }), new Date("2026-03-15T09:00:00Z"));
    expect((await get(f.tokens.ana, untilToday)).json().Telemetry.total.countTotal).toBe(24 + 10);
  });

  it("gzips the answer for clients that take it, kept or built afresh", async () => {
    for (const url of [
      telemetryUrl({ startDate: "01-03-2026", endDate: "10-03-2026" }),
      telemetryUrl({ startDate: "14-03-2026", endDate: "15-03-2026" }),
    ]) {
      const plain = await get(f.tokens.ana, url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const zipped = await call(f.app, f.tokens.ana, { method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(zipped.headers["content-encoding"]).toBe("gzip");
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
        expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
      }
    }
  });

  it("reads Accept-Encoding as browsers and proxies send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("refuses more than 12 months with the spec's text in `error`", async () => {
    const response = await get(f.tokens.ana, telemetryUrl({ startDate: "13-03-2025", endDate: "14-03-2026" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, error: RANGE_12_MONTHS, mensaje: RANGE_12_MONTHS });
    // 29-02 − 12 months is 28-02 of the year before.
    expect((await get(f.tokens.ana, telemetryUrl({ startDate: "28-02-2023", endDate: "29-02-2024" }))).statusCode).toBe(200);
    expect((await get(f.tokens.ana, telemetryUrl({ startDate: "27-02-2023", endDate: "29-02-2024" }))).statusCode).toBe(400);
  });

  it("refuses gas supplies with `error`", async () => {
    const response = await get(f.tokens.ana, telemetryUrl({ line: "Gas", cups: cupsOf("200001"), contractCode: "200001" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: ELECTRICITY_ONLY });
    expect((await get(f.tokens.ana, telemetryUrl({ line: "gas" }))).json()).toMatchObject({ error: ELECTRICITY_ONLY });
  });

  it("answers 404 unless the CUPS and the contract are the same contract of the caller's", async () => {
    for (const params of [
      { cups: cupsOf("300001"), contractCode: "300001" },
      { cups: cupsOf("100002") },
      { contractCode: "100002" },
      { cups: cupsOf("400002"), contractCode: "400002" },
    ]) {
      const response = await get(f.tokens.ana, telemetryUrl(params));
      expect(response.statusCode, JSON.stringify(params)).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, error: SUPPLY_NOT_FOUND });
    }
    expect((await get(f.tokens.bob, telemetryUrl())).statusCode).toBe(404);
    expect((await get(f.tokens.fincas, telemetryUrl({ cups: cupsOf("400002"), contractCode: "400002" }))).statusCode).toBe(404);
    const linked = (await get(f.tokens.fincas, telemetryUrl({ cups: cupsOf("400001"), contractCode: "400001" }))).json();
    expect(linked).toEqual({ Telemetry: { select: [], total: { countTotal: 0 } } });
  });

  it("sends the range as a real XLSX named Telemedida-{contract}.xlsx", async () => {
    const response = await get(f.tokens.ana, telemetryUrl({ output: "xlsx" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Telemedida-100001.xlsx"');
    const { rows } = await readXlsxRows(response.rawPayload);
    expect(rows).toHaveLength(1 + 7 * 24);
    expect(rows[0]).toEqual(["Fecha", "Hora", "Energía Activa (kWh)", "Energía Reactiva (kVArh)", "Lectura"]);
    expect(rows[1]).toEqual(["08-03-2026", "00:00", expect.any(Number), 0.05, "Real"]);
    const gas = await get(f.tokens.ana, telemetryUrl({ output: "xlsx", cups: cupsOf("200001"), contractCode: "200001" }));
    expect(gas.statusCode).toBe(400);
    expect((await get(f.tokens.bob, telemetryUrl({ output: "xlsx" }))).statusCode).toBe(404);
  });

  it.each([
    ["freq 2", { freq: "2" }],
    ["a YYYY-MM-DD date", { startDate: "2026-03-08" }],
    ["a date that does not exist", { endDate: "31-02-2026" }],
    ["an end before the start", { startDate: "14-03-2026", endDate: "08-03-2026" }],
    ["an unknown output", { output: "pdf" }],
    ["an unknown line", { line: "Agua" }],
    ["SQL in the contract", { contractCode: HOSTILE.sql }],
    ["HTML in the contract", { contractCode: HOSTILE.html }],
    ["a 10 kB CUPS", { cups: HOSTILE.long }],
    ["no CUPS", { cups: "" }],
  ])("answers 400 with a code for %s", async (_label, params) => {
    const response = await get(f.tokens.ana, telemetryUrl(params));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it("requires a valid token", async () => {
    expect((await get(null, telemetryUrl())).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired, telemetryUrl())).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired, telemetryUrl({ output: "xlsx" }))).statusCode).toBe(401);
  });
});

describe("GET /ov/cups/api/curvas", () => {
  it("answers the load curve with the hour's number within its day", async () => {
    const response = await get(f.tokens.ana, curvasUrl());
    expect(response.statusCode).toBe(200);
    const { Curvas } = response.json();
    expect(Curvas.inputDate).toBe("08-03-2026");
    expect(Curvas.total.countTotal).toBe(168);
    expect(Curvas.select[0]).toEqual({ dateRecord: "08-03-2026", hourRecord: "1", activeEnergy: expect.any(Number), pasiveEnergy: 0 });
    expect(Curvas.select[12]).toMatchObject({ hourRecord: "13" });
    expect(Curvas.select.at(-1)).toMatchObject({ dateRecord: "14-03-2026", hourRecord: "24" });
    expect(Curvas.select.some((p: { pasiveEnergy: number }) => p.pasiveEnergy > 0)).toBe(true);
  });

  it("numbers 25 hours on the autumn clock change", async () => {
    const { Curvas } = (await get(f.tokens.ana, curvasUrl({ startDate: "26-10-2025", endDate: "26-10-2025" }))).json();
    expect(Curvas.select.map((p: { hourRecord: string }) => p.hourRecord)).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
  });

  it("answers the last 7 days ending yesterday for DefaultQuery", async () => {
    const { Curvas } = (
      await get(f.tokens.ana, curvasUrl({ DefaultQuery: "true", startDate: "01-01-2026", endDate: "02-01-2026" }))
    ).json();
    expect(Curvas.inputDate).toBe("08-03-2026");
    expect(Curvas.select[0].dateRecord).toBe("08-03-2026");
    expect(Curvas.select.at(-1).dateRecord).toBe("14-03-2026");
  });

  it("sends a real XLSX named CurvasCarga-{contract}.xlsx", async () => {
    const response = await get(f.tokens.ana, curvasUrl({ output: "xlsx" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="CurvasCarga-100001.xlsx"');
    const { rows } = await readXlsxRows(response.rawPayload);
    expect(rows).toHaveLength(169);
    expect(rows[0]).toEqual(["Fecha", "Hora", "Energía Activa (kWh)", "Excedente Energético (kWh)", "Lectura"]);
    expect(rows[1]).toEqual(["08-03-2026", 1, expect.any(Number), 0, "Real"]);
  });

  it("refuses gas, more than 12 months, someone else's supply and bad input", async () => {
    expect((await get(f.tokens.ana, curvasUrl({ cups: cupsOf("200001"), contractCode: "200001" }))).json()).toMatchObject({
      error: ELECTRICITY_ONLY,
    });
    expect((await get(f.tokens.ana, curvasUrl({ startDate: "01-01-2025", endDate: "14-03-2026" }))).json()).toMatchObject({
      error: RANGE_12_MONTHS,
    });
    expect((await get(f.tokens.bob, curvasUrl())).statusCode).toBe(404);
    expect((await get(f.tokens.bob, curvasUrl({ output: "xlsx" }))).statusCode).toBe(404);
    for (const params of [
      { DefaultQuery: "maybe" },
      { startDate: "" },
      { contractCode: HOSTILE.sql },
      { cups: HOSTILE.long },
      { output: "pdf" },
    ]) {
      const response = await get(f.tokens.ana, curvasUrl(params));
      expect(response.statusCode, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });

  it("requires a valid token", async () => {
    expect((await get(null, curvasUrl())).statusCode).toBe(401);
    expect((await get(f.tokens.anaExpired, curvasUrl())).statusCode).toBe(401);
  });
});
