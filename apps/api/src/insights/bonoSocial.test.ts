import { describe, expect, it } from "vitest";
import { bonoSocialFinancing } from "./bonoSocial";

describe("the social bonus financing of a billing period", () => {
  it("charges each day at the price in force that day", () => {
    expect(bonoSocialFinancing("2024-09-01", "2024-09-30")).toEqual([{ days: 30, eurPerDay: 0.006282 }]);
    expect(bonoSocialFinancing("2025-03-01", "2025-03-31")).toEqual([{ days: 31, eurPerDay: 0.012742 }]);
    expect(bonoSocialFinancing("2026-10-01", "2026-10-31")).toEqual([{ days: 31, eurPerDay: 0.024688 }]);
  });

  it("splits a period across a new order: June 2026 is 25 days at one price and 5 at the next", () => {
    expect(bonoSocialFinancing("2026-06-01", "2026-06-30")).toEqual([
      { days: 25, eurPerDay: 0.019121 },
      { days: 5, eurPerDay: 0.024688 },
    ]);
    expect(bonoSocialFinancing("2024-12-15", "2025-01-14")).toEqual([
      { days: 17, eurPerDay: 0.006282 },
      { days: 14, eurPerDay: 0.012742 },
    ]);
  });

  it("charges no day before the first tabulated figure", () => {
    expect(bonoSocialFinancing("2023-12-20", "2024-01-05")).toEqual([{ days: 5, eurPerDay: 0.006282 }]);
    expect(bonoSocialFinancing("2023-01-01", "2023-01-31")).toEqual([]);
  });
});
