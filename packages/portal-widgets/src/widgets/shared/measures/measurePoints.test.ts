import { loadCurvePoints, readingTime, telemetryPoints } from "./measurePoints";

describe("readingTime", () => {
  it("reads the reference server's 'DD-MM-YYYY HH:mm', a bare day and ISO, in local time", () => {
    expect(readingTime("05-03-2026 14:00")).toBe(new Date(2026, 2, 5, 14).getTime());
    expect(readingTime("05-03-2026 14:15")).toBe(new Date(2026, 2, 5, 14, 15).getTime());
    expect(readingTime("05-03-2026")).toBe(new Date(2026, 2, 5).getTime());
    expect(readingTime("2026-03-05T07:00")).toBe(new Date(2026, 2, 5, 7).getTime());
    expect(readingTime("ayer")).toBeNull();
  });

  it("keeps wall-clock hours right on the clock-change days (run with TZ=Europe/Madrid)", () => {
    for (const [day, month] of [
      [29, 3],
      [25, 10],
    ] as const) {
      for (const hour of [1, 3, 4, 23]) {
        expect(readingTime(`${day}-${String(month).padStart(2, "0")}-2026 ${String(hour).padStart(2, "0")}:00`)).toBe(
          new Date(2026, month - 1, day, hour).getTime(),
        );
      }
    }
  });

  it("counts the load curve's hour 1–24 from midnight", () => {
    expect(readingTime("05-03-2026", "1")).toBe(new Date(2026, 2, 5, 0).getTime());
    expect(readingTime("05-03-2026", 24)).toBe(new Date(2026, 2, 5, 23).getTime());
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
      { t: new Date(2026, 2, 5, 0).getTime(), active: 1.25, reactive: 0.3 },
      { t: new Date(2026, 2, 5, 1).getTime(), active: 0.5, reactive: 0.1 },
    ]);
    expect(telemetryPoints(null)).toEqual([]);
  });

  it("reads the load curve's surplus from pasiveEnergy", () => {
    const points = loadCurvePoints({
      Curvas: {
        inputDate: "05-03-2026",
        select: [{ dateRecord: "05-03-2026", hourRecord: "3", activeEnergy: 0.42, pasiveEnergy: 0.1 }],
        total: { countTotal: 1 },
      },
    });
    expect(points).toEqual([{ t: new Date(2026, 2, 5, 2).getTime(), active: 0.42, surplus: 0.1 }]);
  });
});
