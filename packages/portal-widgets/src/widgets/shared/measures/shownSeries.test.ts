import { describe, expect, it } from "vitest";
import { shownSeries } from "./shownSeries";

const series = [
  { key: "active", name: "Energía Activa", color: "blue" },
  { key: "surplus", name: "Excedente Energético", color: "violet" },
];
const hours = (surplus: number[]) => surplus.map((value, i) => ({ t: i * 3_600_000, active: 1, surplus: value }));

describe("the series a load curve draws", () => {
  it("leaves out the surplus of a supply without solar, whose surplus readings are all zero", () => {
    expect(shownSeries(series, hours([0, 0, 0]), ["surplus"]).map((s) => s.key)).toEqual(["active"]);
    expect(shownSeries(series, [{ t: 0, active: 1 }], ["surplus"]).map((s) => s.key)).toEqual(["active"]);
  });

  it("draws the surplus as soon as one reading has some, and keeps the same list", () => {
    expect(shownSeries(series, hours([0, 0.4, 0]), ["surplus"])).toBe(series);
  });

  it("draws it for a self-consumption supply even over days without surplus", () => {
    expect(shownSeries(series, hours([0, 0]), ["surplus"], true)).toBe(series);
  });

  it("never drops a series that is not optional", () => {
    const none = [{ t: 0, active: 0, surplus: 0 }];
    expect(shownSeries(series, none).map((s) => s.key)).toEqual(["active", "surplus"]);
  });
});
