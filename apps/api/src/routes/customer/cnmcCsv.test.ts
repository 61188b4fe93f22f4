import { parseCnmcCsv } from "@oficina-virtual/api-contract";
import { setReadingsBetween, setSurplusOf } from "../../db/measures/measures.testing";
import { readXlsxRows } from "../../documents/customer/documents.testing";
import { call, cupsOf, type Fixture, insertHourlyReadings, openFixture } from "./customer.testing";
import { madridDayStart } from "./madridTime";
import { RANGE_12_MONTHS } from "./measures";

const HOUR = 3_600_000;
// 100001 pours surplus at noon (a self-consumption supply); 100002 never does.
const CUPS = cupsOf("100001");
const PLAIN_CUPS = cupsOf("100002");

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  // 2025-03-01 … 2026-03-14 (Madrid days): both clock changes of 2025 inside.
  await insertHourlyReadings(
    f.db,
    f.contractIds["100001"]!,
    madridDayStart({ year: 2025, month: 3, day: 1 }),
    madridDayStart({ year: 2026, month: 3, day: 15 }),
  );
  await insertHourlyReadings(
    f.db,
    f.contractIds["100002"]!,
    madridDayStart({ year: 2025, month: 3, day: 1 }),
    madridDayStart({ year: 2026, month: 3, day: 15 }),
  );
  await setSurplusOf(f.db, f.contractIds["100002"]!, 0);
  // The whole 25-hour day of 26-10-2025 and 10-03-2026 are estimated readings.
  for (const contractId of [f.contractIds["100001"]!, f.contractIds["100002"]!])
    for (const [from, to] of [
      [madridDayStart({ year: 2025, month: 10, day: 26 }), madridDayStart({ year: 2025, month: 10, day: 27 })],
      [madridDayStart({ year: 2026, month: 3, day: 10 }), madridDayStart({ year: 2026, month: 3, day: 11 })],
    ] as const) {
      await setReadingsBetween(f.db, contractId, from, to, { estimated: true });
    }
}, 60_000);
afterAll(() => f.close());

const url = (path: "telemetry" | "curvas", params: Record<string, string> = {}, contract = "100001") => {
  const base: Record<string, string> = {
    cups: cupsOf(contract),
    contractCode: contract,
    startDate: "08-03-2026",
    endDate: "14-03-2026",
    output: "csv",
  };
  if (path === "telemetry") Object.assign(base, { line: "Electricidad", freq: "1" });
  return `/ov/cups/api/${path}?${new URLSearchParams({ ...base, ...params })}`;
};
const get = (token: string | null, target: string) => call(f.app, token, { method: "GET", url: target });

/** Every hour start of [first day 00:00, day after last 00:00) in Madrid. */
function hoursOf(from: Date, to: Date): number[] {
  const hours: number[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += HOUR) hours.push(t);
  return hours;
}

describe("output=csv: the CNMC comparator's file", () => {
  it.each(["telemetry", "curvas"] as const)(
    "%s: 12 months of a supply without solar, every hour once, both clock changes, exactly the format",
    async (path) => {
      const response = await get(f.tokens.ana, url(path, { startDate: "14-03-2025", endDate: "14-03-2026" }, "100002"));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="consumos-${PLAIN_CUPS}-14-03-2025-14-03-2026.csv"`);
      const text = response.body;
      expect(text.startsWith("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const rows = parseCnmcCsv(text);
      const expected = hoursOf(madridDayStart({ year: 2025, month: 3, day: 14 }), madridDayStart({ year: 2026, month: 3, day: 15 }));
      expect(rows.map((r) => r.at)).toEqual(expected);
      expect(rows.every((r) => r.cups === PLAIN_CUPS && r.surplusKwh === undefined)).toBe(true);

      // Hours numbered from the day's start: 23 on the short day, 25 distinct on the long one.
      const day = (fecha: string) => rows.filter((r) => r.fecha === fecha).map((r) => r.hora);
      const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
      expect(day("30/03/2025")).toEqual(oneTo(23));
      expect(day("26/10/2025")).toEqual(oneTo(25));
      expect(day("27/10/2025")).toEqual(oneTo(24));
      expect(new Set(rows.map((r) => `${r.fecha};${r.hora}`)).size).toBe(rows.length);
      // Hora 3 and 4 of the long day: 02:00 in summer time (00:00 UTC), then in winter time (01:00 UTC).
      const longDay = rows.filter((r) => r.fecha === "26/10/2025");
      expect([longDay[2]!.at, longDay[3]!.at].map((t) => new Date(t).toISOString())).toEqual([
        "2025-10-26T00:00:00.000Z",
        "2025-10-26T01:00:00.000Z",
      ]);

      // R/E: the two estimated days, nothing else.
      const estimated = new Set(rows.filter((r) => r.metodo === "E").map((r) => r.fecha));
      expect([...estimated]).toEqual(["26/10/2025", "10/03/2026"]);
      expect(rows.filter((r) => r.metodo === "E")).toHaveLength(25 + 24);
    },
  );

  it("writes kWh with a decimal comma and 3 decimals, the same figures and hour numbers as the JSON load curve", async () => {
    const range = { startDate: "20-10-2025", endDate: "30-10-2025" };
    const csv = parseCnmcCsv((await get(f.tokens.ana, url("curvas", range, "100002"))).body);
    const json = (await get(f.tokens.ana, url("curvas", { ...range, output: "json" }, "100002"))).json();
    expect(csv).toHaveLength(json.Curvas.select.length);
    csv.forEach((row, i) => {
      expect(row.kwh).toBeCloseTo(json.Curvas.select[i].activeEnergy, 6);
      expect(String(row.hora)).toBe(json.Curvas.select[i].hourRecord);
    });
    const first = (await get(f.tokens.ana, url("curvas", {}, "100002"))).body.split("\r\n")[1];
    expect(first).toBe(`${PLAIN_CUPS};08/03/2026;1;0,250;R`);
  });

  it.each(["telemetry", "curvas"] as const)(
    "%s: a self-consumption supply's file carries its surplus, hour by hour as the load curve",
    async (path) => {
      const text = (await get(f.tokens.ana, url(path, { startDate: "25-10-2025", endDate: "27-10-2025" }))).body;
      expect(text.split("\r\n")[0]).toBe("CUPS;Fecha;Hora;AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL/ESTIMADO");
      const rows = parseCnmcCsv(text);
      expect(rows).toHaveLength(24 + 25 + 24);
      const json = (await get(f.tokens.ana, url("curvas", { startDate: "25-10-2025", endDate: "27-10-2025", output: "json" }))).json();
      expect(rows.map((r) => r.surplusKwh)).toEqual(json.Curvas.select.map((p: { pasiveEnergy: number }) => p.pasiveEnergy));
      expect(rows.filter((r) => (r.surplusKwh ?? 0) > 0)).toHaveLength(3);
      expect(text).toMatch(new RegExp(`^${CUPS};25/10/2025;\\d{1,2};\\d+,\\d{3};0,500;;R\r$`, "m"));
    },
  );

  it("keeps the 12-month rule, the 400s and the scope", async () => {
    const tooLong = await get(f.tokens.ana, url("telemetry", { startDate: "13-03-2025", endDate: "14-03-2026" }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: RANGE_12_MONTHS });
    expect((await get(f.tokens.ana, url("curvas", { startDate: "2025-03-14" }))).statusCode).toBe(400);
    expect((await get(f.tokens.bob, url("curvas"))).statusCode).toBe(404);
    expect((await get(f.tokens.bob, url("telemetry"))).statusCode).toBe(404);
    expect((await get(null, url("telemetry"))).statusCode).toBe(401);
  });

  it("the JSON answers flag estimated hours only and say how far the data goes", async () => {
    const telemetry = (await get(f.tokens.ana, url("telemetry", { output: "json" }))).json();
    const flagged = telemetry.Telemetry.select.filter((p: { estimated?: boolean }) => p.estimated);
    expect(flagged).toHaveLength(24);
    expect(flagged.every((p: { dateRecord: string }) => p.dateRecord.startsWith("10-03-2026"))).toBe(true);
    expect(telemetry.Telemetry.select.filter((p: object) => "estimated" in p)).toHaveLength(24);
    expect(telemetry.Telemetry.updatedUntil).toBe("14-03-2026");
    const curvas = (await get(f.tokens.ana, url("curvas", { output: "json", startDate: "01-03-2025", endDate: "02-03-2025" }))).json();
    expect(curvas.Curvas.updatedUntil).toBe("14-03-2026");
  });

  it("the Excel exports carry the reading's origin", async () => {
    const response = await get(f.tokens.ana, url("telemetry", { output: "xlsx" }));
    const { rows } = await readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual(["Fecha", "Hora", "Energía Activa (kWh)", "Energía Reactiva (kVArh)", "Lectura"]);
    const origins = rows.slice(1).map((r) => r[4]);
    expect(origins.filter((o) => o === "Estimada")).toHaveLength(24);
    expect(origins.filter((o) => o === "Real")).toHaveLength(6 * 24);
  });
});
