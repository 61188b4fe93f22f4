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

  it("Hora is the end of the hour on the Madrid wall clock", () => {
    expect(cnmcFechaHora(Date.parse("2026-01-14T23:00:00Z"))).toEqual({ fecha: "15/01/2026", hora: 1 });
    expect(cnmcFechaHora(Date.parse("2026-07-14T21:00:00Z"))).toEqual({ fecha: "14/07/2026", hora: 24 });
  });

  it("a March day has 23 rows (no Hora 3), an October day 25 (Hora 3 twice), and reads back to the same hours", () => {
    // 29-03-2026 starts 28-03 23:00 UTC (CET); 25-10-2026 starts 24-10 22:00 UTC (CEST).
    const march = hours("2026-03-28T23:00:00Z", 23);
    const october = hours("2026-10-24T22:00:00Z", 25);
    const text = formatCnmcCsv(
      "ES0021000000000001XY",
      [...march, ...october].map((at, i) => ({ at, kwh: i / 10, estimated: i % 5 === 0 })),
    );
    const rows = parseCnmcCsv(text);
    expect(rows.map((r) => r.at)).toEqual([...march, ...october]);
    expect(rows.filter((r) => r.fecha === "29/03/2026").map((r) => r.hora)).toEqual([1, 2, ...Array.from({ length: 21 }, (_, i) => i + 4)]);
    expect(rows.filter((r) => r.fecha === "25/10/2026").map((r) => r.hora)).toEqual([
      1,
      2,
      3,
      3,
      ...Array.from({ length: 21 }, (_, i) => i + 4),
    ]);
    expect(text.split("\r\n")[1]).toBe("ES0021000000000001XY;29/03/2026;1;0,000;E");
    expect(text.split("\r\n")[2]).toBe("ES0021000000000001XY;29/03/2026;2;0,100;R");
  });

  it("refuses what is not the format", () => {
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo\r\n")).toThrow(/header/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\nX;01/01/2026;1;0,100;R\n")).toThrow(/CRLF/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\nX;01/01/2026;1;0.100;R\r\n")).toThrow(/format/);
    expect(() => parseCnmcCsv("CUPS;Fecha;Hora;Consumo;Metodo_obtencion\r\nX;29/03/2026;3;0,100;R\r\n")).toThrow(/No such hour/);
  });

  it("names the file consumos-{CUPS}-{desde}-{hasta}.csv", () => {
    expect(cnmcCsvFileName("ES0021000000000001XY", "01-01-2026", "31-01-2026")).toBe(
      "consumos-ES0021000000000001XY-01-01-2026-31-01-2026.csv",
    );
  });
});
