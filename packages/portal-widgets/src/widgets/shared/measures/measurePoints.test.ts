import { loadCurvePoints, readingTime, telemetryPoints } from "./measurePoints";

const at = (iso: string) => Date.parse(iso);

describe("readingTime", () => {
  it("reads the reference server's 'DD-MM-YYYY HH:mm', a bare day and ISO as Madrid wall-clock time", () => {
    expect(readingTime("05-03-2026 14:00")).toBe(at("2026-03-05T13:00:00Z"));
    expect(readingTime("05-03-2026 14:15")).toBe(at("2026-03-05T13:15:00Z"));
    expect(readingTime("05-03-2026")).toBe(at("2026-03-04T23:00:00Z"));
    expect(readingTime("2026-07-05T07:00")).toBe(at("2026-07-05T05:00:00Z"));
    expect(readingTime("ayer")).toBeNull();
    expect(readingTime("31-02-2026 10:00")).toBeNull();
  });

  it("keeps wall-clock hours right on the clock-change days", () => {
    expect(readingTime("29-03-2026 01:00")).toBe(at("2026-03-29T00:00:00Z"));
    expect(readingTime("29-03-2026 03:00")).toBe(at("2026-03-29T01:00:00Z"));
    expect(readingTime("25-10-2026 01:00")).toBe(at("2026-10-24T23:00:00Z"));
    expect(readingTime("25-10-2026 02:00")).toBe(at("2026-10-25T00:00:00Z"));
    expect(readingTime("25-10-2026 02:00", undefined, true)).toBe(at("2026-10-25T01:00:00Z"));
    expect(readingTime("25-10-2026 03:00")).toBe(at("2026-10-25T02:00:00Z"));
  });

  it("counts the load curve's hour 1–25 from Madrid midnight", () => {
    expect(readingTime("05-03-2026", "1")).toBe(at("2026-03-04T23:00:00Z"));
    expect(readingTime("05-03-2026", 24)).toBe(at("2026-03-05T22:00:00Z"));
    expect(readingTime("25-10-2026", 4)).toBe(at("2026-10-25T01:00:00Z"));
    expect(readingTime("25-10-2026", 25)).toBe(at("2026-10-25T22:00:00Z"));
  });
});

describe("points", () => {
  it("turns telemetry rows into sorted points with both series", () => {
    const points = telemetryPoints({
      Telemetry: {
        select: [
          { dateRecord: "05-03-2026 01:00", activeEnergy: 0.5, reactiveEnergy: 0.1 },
          { dateRecord: "05-03-2026 00:00", activeEnergy: 1.25, reactiveEnergy: 0.3 },
          { dateRecord: "sin fecha", activeEnergy: 9, reactiveEnergy: 9 },
        ],
        total: { countTotal: 3 },
      },
    });
    expect(points).toEqual([
      { t: at("2026-03-04T23:00:00Z"), active: 1.25, reactive: 0.3 },
      { t: at("2026-03-05T00:00:00Z"), active: 0.5, reactive: 0.1 },
    ]);
    expect(telemetryPoints(null)).toEqual([]);
  });

  it("puts the two '02:00' readings of the autumn change on two instants, an hour apart", () => {
    const rows = ["01:00", "02:00", "02:00", "03:00"].map((hour, i) => ({
      dateRecord: `25-10-2026 ${hour}`,
      activeEnergy: i + 1,
      reactiveEnergy: 0,
    }));
    const points = telemetryPoints({ Telemetry: { select: rows, total: { countTotal: rows.length } } });
    expect(points.map((p) => new Date(p.t).toISOString())).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
      "2026-10-25T02:00:00.000Z",
    ]);
    expect(points.map((p) => p.active)).toEqual([1, 2, 3, 4]);
  });

  it("reads the load curve's surplus from pasiveEnergy", () => {
    const points = loadCurvePoints({
      Curvas: {
        inputDate: "05-03-2026",
        select: [{ dateRecord: "05-03-2026", hourRecord: "3", activeEnergy: 0.42, pasiveEnergy: 0.1 }],
        total: { countTotal: 1 },
      },
    });
    expect(points).toEqual([{ t: at("2026-03-05T01:00:00Z"), active: 0.42, surplus: 0.1 }]);
  });
});
