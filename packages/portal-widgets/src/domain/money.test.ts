import { formatQuantity, formatSignedAmount } from "./format";
import { addsUp, difference, percentChange, sumAmounts, toCents, waterfallSteps } from "./money";

describe("money arithmetic", () => {
  it("counts in cents, without binary noise", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-8.1)).toBe(-810);
    expect(sumAmounts([0.1, 0.2, 0.3])).toBe(0.6);
  });

  it("checks that lines add up to a total to the cent", () => {
    // A 2.0TD invoice: energy P1-P3, power P1-P2, tax, meter, IVA.
    const lines = [12.34, 8.9, 5.67, 11.2, 0.55, 1.98, 0.82, 8.76];
    expect(addsUp(lines, 50.22)).toBe(true);
    expect(addsUp(lines, 50.21)).toBe(false);
  });

  it("subtracts totals to the cent", () => {
    expect(difference(61.3, 53.2)).toBe(8.1);
    expect(difference(40, 40.01)).toBe(-0.01);
  });

  it("draws a waterfall whose last bar ends at previous + changes", () => {
    const steps = waterfallSteps(
      { name: "Anterior", total: 53.2 },
      [
        { name: "Consumo P1", amount: 8.1 },
        { name: "Días", amount: -1.25 },
        { name: "Impuestos", amount: 1.25 },
      ],
      { name: "Actual" },
    );
    expect(steps.map((step) => step.range)).toEqual([
      [0, 53.2],
      [53.2, 61.3],
      [60.05, 61.3],
      [60.05, 61.3],
      [0, 61.3],
    ]);
    expect(steps.map((step) => step.kind)).toEqual(["total", "up", "down", "up", "total"]);
    expect(steps.at(-1)?.value).toBe(61.3);
  });

  it("gives the change against a reference in whole percent", () => {
    expect(percentChange(55, 50)).toBe(10);
    expect(percentChange(45, 50)).toBe(-10);
    expect(percentChange(50, 0)).toBeNull();
  });
});

describe("formatQuantity and formatSignedAmount", () => {
  it.each([
    [42, 3, 0, "42"],
    [1234.5, 3, 0, "1.234,5"],
    [0.1345678, 6, 2, "0,134568"],
    [0.1, 6, 2, "0,10"],
    [3.45, 3, 0, "3,45"],
    [-2.5, 3, 0, "-2,5"],
  ])("formats %s (max %s, min %s) as %s", (value, max, min, expected) => {
    expect(formatQuantity(value, max, min)).toBe(expected);
  });

  it("writes the sign of a change", () => {
    expect(formatSignedAmount(8.1)).toBe("+8,10 €");
    expect(formatSignedAmount(-3.2)).toBe("-3,20 €");
    expect(formatSignedAmount(0)).toBe("0,00 €");
  });
});
