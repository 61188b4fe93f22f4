import { linePath, linePathsByClass, niceTicks, valueRange } from "./linePaths";

describe("niceTicks", () => {
  it("spans the values with round steps from zero", () => {
    expect(niceTicks(0.05, 3.7)).toEqual({ ticks: [0, 1, 2, 3, 4], domain: [0, 4] });
    expect(niceTicks(0, 0.42)).toEqual({ ticks: [0, 0.2, 0.4, 0.6], domain: [0, 0.6] });
    expect(niceTicks(-2, 3)).toEqual({ ticks: [-2, 0, 2, 4], domain: [-2, 4] });
    expect(niceTicks(0, 0).domain).toEqual([0, 1]);
  });
});

describe("linePath", () => {
  it("maps time to x and value to y inside the box", () => {
    const points = [
      { t: 0, a: 0 },
      { t: 50, a: 5 },
      { t: 100, a: 10 },
    ];
    expect(linePath(points, "a", { from: 0, to: 100 }, [0, 10], 200, 100)).toBe("M0.0,100.0L100.0,50.0L200.0,0.0");
    expect(linePath(points, "a", { from: 50, to: 100 }, [0, 10], 100, 100)).toBe("M-100.0,100.0L0.0,50.0L100.0,0.0");
  });

  it("finds the value range over every series", () => {
    expect(
      valueRange(
        [
          { t: 0, a: 2, b: -1 },
          { t: 1, a: 7, b: 0 },
        ],
        ["a", "b"],
      ),
    ).toEqual([-1, 7]);
    expect(valueRange([], ["a"])).toEqual([0, 0]);
  });
});

describe("linePathsByClass", () => {
  it("draws each segment in the class of its first point, one path per class", () => {
    const points = [0, 1, 2, 3, 4].map((t) => ({ t, v: t }));
    // Only the point at t 2 is class 2: the segment 2→3 is class 2, the rest class 1.
    const classify = (t: number) => (t === 2 ? 2 : 1);
    const [one, two] = linePathsByClass(points, "v", classify, 2, { from: 0, to: 4 }, [0, 4], 4, 4);
    expect(one).toBe("M0.0,4.0L1.0,3.0L2.0,2.0M3.0,1.0L4.0,0.0");
    expect(two).toBe("M2.0,2.0L3.0,1.0");
  });
});
