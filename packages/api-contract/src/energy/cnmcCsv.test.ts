import { cnmcCsvFileName, cnmcFechaHora, cnmcKwh, formatCnmcCsv, parseCnmcCsv } from "./cnmcCsv";

const HOUR = 3_600_000;
const hours = (fromIso: string, count: number) => Array.from({ length: count }, (_, i) => Date.parse(fromIso) + i * HOUR);

describe("the CNMC comparator's consumption file", () => {
  it("writes kWh with a decimal comma and exactly 3 decimals", () => {
    expect(cnmcKwh(0)).toBe("0,000");
    expect(cnmcKwh(0.25)).toBe("0,250");
    expect(cnmcKwh(1234.5678)).toBe("1234,568");
    expect(cnmcKwh(0.0005)).toBe("0,001");
    expect(cnmcKwh(-0.0001)).toBe("0,000");
  });

  it("Hora numbers the hours of the Madrid day from 1 (00:00–01:00)", () => {
    expect(cnmcFechaHora(Date.parse("2026-01-14T23:00:00Z"))).toEqual({ fecha: "15/01/2026", hora: 1 });
    expect(cnmcFechaHora(Date.parse("2026-07-14T21:00:00Z"))).toEqual({ fecha: "14/07/2026", hora: 24 });
  });

  it("a March day has Hora 1–23, an October day 1–25, each Fecha + Hora one instant, and reads back to the same hours", () => {
    // 29-03-2026 starts 28-03 23:00 UTC (CET); 25-10-2026 starts 24-10 22:00 UTC (CEST).
    const march = hours("2026-03-28T23:00:00Z", 23);
    const october = hours("2026-10-24T22:00:00Z", 25);
    const text = formatCnmcCsv(
      "ES0021000000000001XY",
      [...march, ...october].map((at, i) => ({ at, kwh: i / 10, estimated: i % 5 === 0 })),
    );
    const rows = parseCnmcCsv(text);
    expect(rows.map((r) => r.at)).toEqual([...march, ...october]);
    expect(rows.filter((r) => r.fecha === "29/03/2026").map((r) => r.hora)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.fecha === "25/10/2026").map((r) => r.hora)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => `${r.fecha} ${r.hora}`)).size).toBe(48);
    // Hora 3 and 4 of the long day: 02:00 summer time, then 02:00 winter time.
    const longDay = rows.filter((r) => r.fecha === "25/10/2026");
    expect([longDay[2]!.at, longDay[3]!.at].map((t) => new Date(t).toISOString())).toEqual([
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
    ]);
    expect(text.split("\r\n")[1]).toBe("ES0021000000000001XY;29/03/2026;1;0,000;E");
    expect(text.split("\r\n")[2]).toBe("ES0021000000000001XY;29/03/2026;2;0,100;R");
  });

  it("a self-consumption supply's file carries the surplus in the distributors' AE/AS layout", () => {
    const at = hours("2026-06-30T22:00:00Z", 24);
    const text = formatCnmcCsv(
      "ES0021000000000001XY",
      at.map((t, i) => ({
        at: t,
        kwh: i >= 10 && i < 15 ? 0 : 0.4,
        surplusKwh: i >= 10 && i < 15 ? 1.07 + i / 100 : 0,
        estimated: i === 23,
      })),
      true,
    );
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("CUPS;Fecha;Hora;AE_kWh;AS_kWh;AE_AUTOCONS_kWh;REAL/ESTIMADO");
    expect(lines[11]).toBe("ES0021000000000001XY;01/07/2026;11;0,000;1,170;;R");
    expect(lines[24]).toBe("ES0021000000000001XY;01/07/2026;24;0,400;0,000;;E");
    const rows = parseCnmcCsv(text);
    expect(rows.map((r) => r.at)).toEqual(at);
    expect(rows.reduce((sum, r) => sum + Math.round((r.surplusKwh ?? 0) * 1000), 0)).toBe(1170 + 1180 + 1190 + 1200 + 1210);
  });

  it("refuses what is not the format", () => {
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo\r\n")).toThrow(/header/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\nX;01/01/2026;1;0,100;R\n")).toThrow(/CRLF/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\nX;01/01/2026;1;0.100;R\r\n")).toThrow(/format/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\nX;29/03/2026;24;0,100;R\r\n")).toThrow(/No such hour/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\nX;26/10/2026;25;0,100;R\r\n")).toThrow(/No such hour/);
  });

  it("names the file consumos-{CUPS}-{desde}-{hasta}.csv", () => {
    expect(cnmcCsvFileName("ES0021000000000001XY", "01-01-2026", "31-01-2026")).toBe(
      "consumos-ES0021000000000001XY-01-01-2026-31-01-2026.csv",
    );
  });
});
