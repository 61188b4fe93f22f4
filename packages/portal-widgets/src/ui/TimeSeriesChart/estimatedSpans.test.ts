import { countMarked, markedSpans } from "./estimatedSpans";

const HOUR = 3_600_000;
const at = (h: number, estimated = false) => ({ t: h * HOUR, active: 1, ...(estimated ? { estimated: 1 } : {}) });

describe("markedSpans", () => {
  it("joins consecutive estimated hours into one run ending where the next reading starts", () => {
    const points = [at(0), at(1, true), at(2, true), at(3), at(4, true)];
    expect(markedSpans(points, "estimated")).toEqual([
      { from: 1 * HOUR, to: 3 * HOUR },
      { from: 4 * HOUR, to: 5 * HOUR },
    ]);
    expect(countMarked(points, "estimated")).toBe(3);
  });

  it("has no runs without estimated readings", () => {
    expect(markedSpans([at(0), at(1)], "estimated")).toEqual([]);
    expect(markedSpans([], "estimated")).toEqual([]);
  });
});
