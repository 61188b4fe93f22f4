import { energyPeriodAt, type TelemetryResponse } from "@oficina-virtual/api-contract";
import { aggregateByPeriod, periodBreakdown, toWh } from "../../../domain/periodConsumption";
import { loadCurvePoints, telemetryPoints } from "./measurePoints";

/*
 * 'Reparto por periodos' from a browser outside peninsular Spain. The readings of October
 * 2026 (its 25-hour last Sunday included) are written as the API writes them, Madrid
 * wall-clock time, here through Intl's Europe/Madrid rather than the library's own clock; the
 * invoice's kWh per period are the sum over the true instants by the shared tariff calendar,
 * as the seed and the invoices compute them. The browser's zone must change nothing.
 */

const HOUR = 3_600_000;
const FROM = Date.parse("2026-09-30T22:00:00Z"); // 1 Oct 2026 00:00 in Madrid
const TO = Date.parse("2026-10-31T23:00:00Z"); // 1 Nov 2026 00:00 in Madrid
// Each zone with the browser's offset it has on 1 July (Date#getTimezoneOffset, minutes).
const ZONES: ReadonlyArray<[string, number]> = [
  ["America/New_York", 240],
  ["Atlantic/Canary", -60],
  ["Asia/Tokyo", -540],
  ["Europe/Madrid", -120],
];

const madridWall = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Madrid",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wall = (t: number) => {
  const part = Object.fromEntries(madridWall.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  return { date: `${part.day}-${part.month}-${part.year}`, time: `${part.hour}:${part.minute}` };
};

// A household's hours: kWh with 3 decimals that differ from hour to hour.
const hours = Array.from({ length: (TO - FROM) / HOUR }, (_, i) => ({ t: FROM + i * HOUR, kwh: ((i * 7919) % 2300) / 1000 + 0.05 }));

const telemetry: TelemetryResponse = {
  Telemetry: {
    select: hours.map((h) => {
      const { date, time } = wall(h.t);
      return { dateRecord: `${date} ${time}`, activeEnergy: h.kwh, reactiveEnergy: 0 };
    }),
    total: { countTotal: hours.length },
  },
};

function invoiceWh(tariff: string, count: number): number[] {
  const wh = new Array<number>(count).fill(0);
  for (const h of hours) {
    const index = energyPeriodAt(tariff, h.t) - 1;
    wh[index] = (wh[index] ?? 0) + toWh(h.kwh);
  }
  return wh;
}

const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

describe.each(ZONES)("the period split with the browser in %s", (zone, julyOffset) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("reads 745 distinct hours, the two '02:00' of 25 October an hour apart", () => {
    expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).toBe(julyOffset);
    const points = telemetryPoints(telemetry);
    expect(points.map((p) => p.t)).toEqual(hours.map((h) => h.t));
  });

  it("gives the invoice's kWh per period for 2.0TD and 3.0TD", () => {
    const points = telemetryPoints(telemetry);
    expect(periodBreakdown("2.0TD", points, "active").periods.map((p) => p.wh)).toEqual(invoiceWh("2.0TD", 3));
    expect(periodBreakdown("3.0TD", points, "active").periods.map((p) => p.wh)).toEqual(invoiceWh("3.0TD", 6));
  });

  it("puts every hour in its Madrid day: 31 days, the 25th with 25 hours' worth", () => {
    const days = aggregateByPeriod("2.0TD", telemetryPoints(telemetry), "active", "day");
    expect(days.map((d) => d.key)).toEqual(Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`));
    const the25th = hours.filter((h) => h.t >= Date.parse("2026-10-24T22:00:00Z") && h.t < Date.parse("2026-10-25T23:00:00Z"));
    expect(the25th).toHaveLength(25);
    expect(days[24]!.totalWh).toBe(the25th.reduce((sum, h) => sum + toWh(h.kwh), 0));
  });

  it("reads the load curve's hours 1–25 the same way", () => {
    const curve = loadCurvePoints({
      Curvas: {
        inputDate: "25-10-2026",
        select: Array.from({ length: 25 }, (_, i) => ({
          dateRecord: "25-10-2026",
          hourRecord: String(i + 1),
          activeEnergy: 1,
          pasiveEnergy: 0,
        })),
        total: { countTotal: 25 },
      },
    });
    expect(curve[0]!.t).toBe(Date.parse("2026-10-24T22:00:00Z"));
    expect(new Set(curve.map((p) => p.t)).size).toBe(25);
  });
});
