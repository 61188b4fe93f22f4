import { billedDays, EXCESS_POWER_TEP_EUR_PER_KW, excessMethod, maximeterExcessCents } from "./excessPower";

describe("excess power", () => {
  it("uses the maxímetro formula up to 50 kW, quarter-hours above, and none for 2.0TD", () => {
    expect(excessMethod("3.0TD", [20, 20, 20, 20, 20, 50])).toBe("maximeter");
    expect(excessMethod("3.0TD", [20, 20, 20, 20, 20, 50.5])).toBe("quarterHourly");
    expect(excessMethod("6.1TD", [120, 120, 120, 120, 120, 200])).toBe("quarterHourly");
    expect(excessMethod("2.0TD", [3.45, 3.45])).toBeNull();
  });

  it("counts the days of a billing period with both ends", () => {
    expect(billedDays("2026-02-01", "2026-02-28")).toBe(28);
    expect(billedDays("2026-03-01", "2026-03-31")).toBe(31);
    expect(billedDays("2026-03-15", "2026-03-15")).toBe(1);
  });

  it("bills 2 × the excess × tep × days / 30 per period, only where the maxímetro passed the power", () => {
    expect(EXCESS_POWER_TEP_EUR_PER_KW).toBe(1.4064);
    const cents = maximeterExcessCents(
      [15, 15, 20],
      [
        { readingFrom: "2026-01-01", readingUntil: "2026-01-30", kw: [17, 15, null] },
        { readingFrom: "2026-02-01", readingUntil: "2026-02-28", kw: [14, 15.5, 25] },
      ],
    );
    // P1: 2 × 2 × 1,4064 × 30/30 = 5,6256 → 563 cents; P2: 2 × 0,5 × 1,4064 × 28/30 =
    // 1,31264 → 131; P3: 2 × 5 × 1,4064 × 28/30 = 13,1264 → 1313. At the power: nothing.
    expect(cents).toEqual([563, 131, 1313]);
  });
});
