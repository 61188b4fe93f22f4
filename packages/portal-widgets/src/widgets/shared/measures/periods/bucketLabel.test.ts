import { describe, expect, it } from "vitest";
import * as caES from "../../../../locales/ca-ES";
import { esES } from "../../../../locales/es-ES";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { textsOf } from "../../../../locales/texts";
import { bucketLabel, daysInMonth, isPartialMonth } from "./bucketLabel";
import { monthLabel } from "./monthLabel";

const es = textsOf(esES, powerArea).periods;

describe("a bar's label", () => {
  it("names a whole month by itself and a month with some days of readings with their count", () => {
    expect(bucketLabel({ key: "2026-10", days: 31 }, "es-ES", es)).toBe("oct 26");
    expect(bucketLabel({ key: "2026-11", days: 7 }, "es-ES", es)).toBe("nov 26 (7 días)");
    expect(bucketLabel({ key: "2026-11", days: 1 }, "es-ES", es)).toBe("nov 26 (1 día)");
    expect(bucketLabel({ key: "2026-11", days: 7 }, "ca-ES", textsOf(caES, powerArea).periods)).toBe(
      `${monthLabel("2026-11", "ca-ES")} (7 dies)`,
    );
  });

  it("writes a day as dd/mm", () => {
    expect(bucketLabel({ key: "2026-11-06", days: 1 }, "es-ES", es)).toBe("06/11");
  });

  it("knows each month's length, leap Februaries included", () => {
    expect([daysInMonth("2026-02"), daysInMonth("2028-02"), daysInMonth("2026-11"), daysInMonth("2026-12")]).toEqual([28, 29, 30, 31]);
    expect(isPartialMonth({ key: "2028-02", days: 29 })).toBe(false);
    expect(isPartialMonth({ key: "2026-02", days: 27 })).toBe(true);
    expect(isPartialMonth({ key: "2026-02-03", days: 1 })).toBe(false);
  });
});
