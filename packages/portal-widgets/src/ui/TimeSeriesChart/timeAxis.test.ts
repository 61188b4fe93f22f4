import { labelWidth } from "../chartAxis";
import { formatClock, formatDay, formatInstant, tickFormatter, tickLimit, timeTicks } from "./timeAxis";

const HOUR = 3_600_000;
const SECOND = "{{time}} (2ª)";
const at = (iso: string) => Date.parse(iso);
const savedZone = process.env.TZ;

describe("the chart's time axis, in Madrid time from a browser in New York", () => {
  beforeEach(() => {
    process.env.TZ = "America/New_York";
  });
  afterEach(() => {
    process.env.TZ = savedZone;
  });

  it("labels the two '02:00' of the autumn change apart, and the hours around them plainly", () => {
    const first = at("2026-10-25T00:00:00Z");
    expect([
      formatClock(first - HOUR, SECOND),
      formatClock(first, SECOND),
      formatClock(first + HOUR, SECOND),
      formatClock(first + 2 * HOUR, SECOND),
    ]).toEqual(["01:00", "02:00", "02:00 (2ª)", "03:00"]);
    expect(formatInstant(first + HOUR, "{{time}} (2nd)")).toBe("25/10/2026 02:00 (2nd)");
    expect(tickFormatter(first, first + 3 * HOUR, SECOND)(first + HOUR)).toBe("25/10 02:00 (2ª)");
  });

  it("writes Madrid's day and month, not the browser's", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid, still 31 December in New York.
    expect(formatDay(at("2026-12-31T23:30:00Z"))).toBe("01/01/2027");
    expect(tickFormatter(0, 200 * 24 * HOUR, SECOND)(at("2026-12-31T23:30:00Z"))).toBe("01/2027");
  });

  it("puts hour ticks on Madrid's hours, 25 of them on the long day", () => {
    const from = at("2026-10-24T22:00:00Z");
    const ticks = timeTicks(from, from + 24 * HOUR, 30);
    expect(ticks).toHaveLength(25);
    expect(ticks[0]).toBe(from);
    const sixHourly = timeTicks(at("2026-07-01T00:00:00Z"), at("2026-07-02T00:00:00Z"), 5);
    expect(sixHourly.map((t) => formatClock(t, SECOND))).toEqual(["06:00", "12:00", "18:00", "00:00"]);
  });

  it("puts day, week and month ticks on Madrid midnights (weeks from Monday)", () => {
    const days = timeTicks(at("2026-10-24T12:00:00Z"), at("2026-10-27T12:00:00Z"), 5);
    expect(days.map((t) => new Date(t).toISOString())).toEqual([
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
      "2026-10-26T23:00:00.000Z",
    ]);
    const weeks = timeTicks(at("2026-10-01T00:00:00Z"), at("2026-12-01T00:00:00Z"), 9);
    expect(new Date(weeks[0]!).toISOString()).toBe("2026-10-04T22:00:00.000Z"); // Monday 5 October, 00:00 in Madrid
    const months = timeTicks(at("2026-01-15T00:00:00Z"), at("2026-12-15T00:00:00Z"), 12);
    expect(months.map(formatDay)).toEqual(Array.from({ length: 11 }, (_, i) => `01/${String(i + 2).padStart(2, "0")}/2026`));
  });
});

describe("the time axis' ticks at a phone's and a desktop's width", () => {
  const DAY = 24 * HOUR;
  // The plot widths of a 375 px and a 1280 px page.
  it.each([
    [250, 7 * DAY],
    [1160, 7 * DAY],
    [250, 2 * DAY],
    [1160, 1.5 * DAY],
    [250, 31 * DAY],
    [1160, 150 * DAY],
    [250, 365 * DAY],
    [1160, 365 * DAY],
  ])("at %i px over %i ms: labels that fit side by side, none repeated", (width, span) => {
    const from = at("2026-01-05T23:00:00Z");
    const to = from + span;
    const format = tickFormatter(from, to, SECOND);
    const labelPx = labelWidth([format(from), format(to)]);
    const ticks = timeTicks(from, to, tickLimit(from, to, Math.floor(width / (labelPx + 16))));
    const labels = ticks.map(format);
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(new Set(labels).size).toBe(labels.length);
    // Neighbouring labels never overlap.
    const gaps = ticks.slice(1).map((t, i) => ((t - ticks[i]!) / span) * width);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(labelPx);
  });
});
