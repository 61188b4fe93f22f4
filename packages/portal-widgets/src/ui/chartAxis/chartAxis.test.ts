import { describe, expect, it } from "vitest";
import { categoryInterval, edgeRoom, isNarrowChart, labelAnchor, labelWidth } from "./chartAxis";

describe("chart axis geometry", () => {
  it("estimates a label's width from its longest text", () => {
    expect(labelWidth(["06/11", "06/11/2026"], 12)).toBe(75);
    expect(labelWidth([])).toBe(0);
  });

  it("thins the labels on a phone so that none collide, and shows them all where they fit", () => {
    const dates = labelWidth(["06/11/2026"]);
    // Twelve invoices on a 1280 px card: every date.
    expect(categoryInterval(12, 1100, dates)).toBe(0);
    // The same on a 375 px phone (about 250 px of plot): one date in six, or one in four
    // in the short form ('06/11/26').
    expect(categoryInterval(12, 250, dates)).toBe(5);
    const short = labelWidth(["06/11/26"]);
    const interval = categoryInterval(12, 250, short);
    expect(interval).toBe(3);
    const shown = Math.ceil(12 / (interval + 1));
    expect(shown * (short + 10)).toBeLessThanOrEqual(250);
    // 31 days by day ('dd/mm') at 375 px.
    expect(categoryInterval(31, 260, labelWidth(["06/11"]))).toBeGreaterThanOrEqual(4);
    expect(categoryInterval(1, 100, 500)).toBe(0);
  });

  it("leaves room right of the last bar for half its label", () => {
    expect(edgeRoom(12, 250, 75)).toBe(30);
    expect(edgeRoom(3, 1000, 40)).toBe(8);
  });

  it("pulls the end labels of a time axis inside the plot", () => {
    expect(labelAnchor(300, 80, 64, 320)).toEqual({ x: 300, anchor: "end" });
    expect(labelAnchor(70, 80, 64, 320)).toEqual({ x: 70, anchor: "start" });
    expect(labelAnchor(200, 80, 64, 320)).toEqual({ x: 200, anchor: "middle" });
  });

  it("calls a chart under 480 px narrow", () => {
    expect(isNarrowChart(343)).toBe(true);
    expect(isNarrowChart(1100)).toBe(false);
  });
});
