import { DEFAULT_TARIFF, normalizeTariff, periodKeys, SIX_PERIOD_TARIFFS, tariffPeriods } from "./tariff";

describe("tariff", () => {
  it("lists the six-period tariffs and the default", () => {
    expect(SIX_PERIOD_TARIFFS).toEqual(["6.1TDVE", "3.0TDVE", "6.4TD", "6.3TD", "6.2TD", "6.1TD", "3.0TD"]);
    expect(DEFAULT_TARIFF).toBe("6.1TD");
  });

  it.each(SIX_PERIOD_TARIFFS.map((t) => [t]))("%s has 6 periods", (tariff) => {
    expect(tariffPeriods(tariff)).toBe(6);
  });

  it.each([["2.0TD"], ["2.0A"], ["3.1A"], ["RL.1"], ["6.5TD"]])("%s has 3 periods", (tariff) => {
    expect(tariffPeriods(tariff)).toBe(3);
  });

  it("treats a missing tariff as 6.1TD", () => {
    expect(tariffPeriods()).toBe(6);
    expect(tariffPeriods(null)).toBe(6);
    expect(tariffPeriods("  ")).toBe(6);
  });

  it("ignores case and spaces", () => {
    expect(normalizeTariff(" 6.1 td")).toBe("6.1TD");
    expect(tariffPeriods("3.0td")).toBe(6);
  });

  it("returns the period keys", () => {
    expect(periodKeys("3.0TD")).toEqual(["P1", "P2", "P3", "P4", "P5", "P6"]);
    expect(periodKeys("2.0TD")).toEqual(["P1", "P2", "P3"]);
    expect(periodKeys(undefined)).toHaveLength(6);
  });
});
