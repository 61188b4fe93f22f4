import { describe, expect, it } from "vitest";
import { readingProblem, readingUnit } from "./readingSanity";

describe("readingUnit", () => {
  it("names each register's unit", () => {
    expect(readingUnit("EnergiaActivaTotal")).toBe("kWh");
    expect(readingUnit("P3")).toBe("kWh");
    expect(readingUnit("EnergiaReactivaP1")).toBe("kVArh");
    expect(readingUnit("PotenciaMaximaP2")).toBe("kW");
    expect(readingUnit("Consumo")).toBe("m³");
  });
});

describe("readingProblem", () => {
  it("refuses decimals on an electricity energy register, not on gas or power", () => {
    expect(readingProblem("EnergiaActivaTotal", "12345,5")).toBe("decimals");
    expect(readingProblem("EnergiaActivaTotal", "12345")).toBeNull();
    expect(readingProblem("Consumo", "1234,567")).toBeNull();
    expect(readingProblem("PotenciaMaximaP1", "4,2")).toBeNull();
  });

  it("refuses a reading below the previous one", () => {
    expect(readingProblem("Punta", "8000", { value: 9000, days: 30 })).toBe("lower");
  });

  it("refuses more than ten times the usual consumption since the previous reading", () => {
    const previous = { value: 10_000, days: 30, averageDaily: 10 };
    expect(readingProblem("Punta", "20000", previous)).toBe("jump");
    expect(readingProblem("Punta", "12900", previous)).toBeNull();
  });
});
