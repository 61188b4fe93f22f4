import { downsampleSeries, lowerBound, nearestPoint, type TimePoint, visibleWindow } from "./downsample";

const HOUR = 3_600_000;

function hourly(count: number, value: (i: number) => { a: number; b: number } = () => ({ a: 1, b: 1 })): TimePoint[] {
  return Array.from({ length: count }, (_, i) => ({ t: i * HOUR, ...value(i) }));
}

describe("downsampleSeries", () => {
  it("returns every point when they fit the budget", () => {
    const points = hourly(100);
    const result = downsampleSeries(points, ["a", "b"], 200);
    expect(result).toHaveLength(100);
    expect(result).not.toBe(points);
  });

  it("keeps a year of hourly readings within the budget, in time order, with both ends", () => {
    const points = hourly(8_784, (i) => ({ a: Math.sin(i / 10), b: Math.cos(i / 7) }));
    const result = downsampleSeries(points, ["a", "b"], 1_400);
    expect(result.length).toBeLessThanOrEqual(1_400);
    expect(result.length).toBeGreaterThan(700);
    expect(result[0]).toBe(points[0]);
    expect(result.at(-1)).toBe(points.at(-1));
    for (let i = 1; i < result.length; i += 1) expect(result[i]!.t).toBeGreaterThan(result[i - 1]!.t);
  });

  it("keeps each series' own peak, which an average would flatten", () => {
    const points = hourly(35_136, (i) => ({ a: i === 12_345 ? 50 : 1, b: i === 30_001 ? -20 : 0 }));
    const result = downsampleSeries(points, ["a", "b"], 600);
    expect(result.find((p) => p.a === 50)?.t).toBe(12_345 * HOUR);
    expect(result.find((p) => p.b === -20)?.t).toBe(30_001 * HOUR);
  });
});

describe("visibleWindow", () => {
  const points = hourly(10);

  it("takes the points inside the range plus one beyond each edge", () => {
    expect(visibleWindow(points, 3 * HOUR, 5 * HOUR).map((p) => p.t / HOUR)).toEqual([2, 3, 4, 5, 6]);
    expect(visibleWindow(points, 2.5 * HOUR, 4.5 * HOUR).map((p) => p.t / HOUR)).toEqual([2, 3, 4, 5]);
  });

  it("stops at the ends of the data", () => {
    expect(visibleWindow(points, -5 * HOUR, 1 * HOUR).map((p) => p.t / HOUR)).toEqual([0, 1, 2]);
    expect(visibleWindow(points, 8 * HOUR, 20 * HOUR).map((p) => p.t / HOUR)).toEqual([7, 8, 9]);
    expect(visibleWindow([], 0, 1)).toEqual([]);
  });
});

describe("lowerBound and nearestPoint", () => {
  const points = hourly(5);

  it("finds the first index at or after a time", () => {
    expect(lowerBound(points, 2 * HOUR)).toBe(2);
    expect(lowerBound(points, 2 * HOUR, true)).toBe(3);
    expect(lowerBound(points, 99 * HOUR)).toBe(5);
  });

  it("picks the closest reading", () => {
    expect(nearestPoint(points, 1.4 * HOUR)?.t).toBe(1 * HOUR);
    expect(nearestPoint(points, 1.6 * HOUR)?.t).toBe(2 * HOUR);
    expect(nearestPoint(points, -HOUR)?.t).toBe(0);
    expect(nearestPoint(points, 40 * HOUR)?.t).toBe(4 * HOUR);
    expect(nearestPoint([], 0)).toBeUndefined();
  });
});
