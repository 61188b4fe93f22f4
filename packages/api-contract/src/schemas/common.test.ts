import { z } from "zod";
import {
  amount,
  blankable,
  booleanish,
  count,
  esDate,
  fullbillingDate,
  headersSchema,
  idParam,
  idString,
  isoDate,
  type Line,
  lineSchema,
  lineSlugSchema,
  listOrItem,
  optionalParam,
  optionalQuery,
  parseLine,
  text,
  withOrderedRanges,
} from "./common";

const item = z.object({ cups: text(30), n: count });

describe("listOrItem", () => {
  const list = listOrItem(item);

  it("keeps an array", () => {
    expect(
      list.parse([
        { cups: "A", n: "1" },
        { cups: "B", n: 2 },
      ]),
    ).toEqual([
      { cups: "A", n: 1 },
      { cups: "B", n: 2 },
    ]);
  });

  it("wraps a single object in an array", () => {
    expect(list.parse({ cups: "A", n: "1" })).toEqual([{ cups: "A", n: 1 }]);
  });

  it("turns null, undefined and a missing key into []", () => {
    expect(list.parse(null)).toEqual([]);
    expect(list.parse(undefined)).toEqual([]);
    expect(z.object({ select: list }).parse({})).toEqual({ select: [] });
  });

  it("accepts its own output", () => {
    const once = list.parse({ cups: "A", n: "7" });
    expect(list.parse(once)).toEqual(once);
  });

  it("rejects an invalid item, whether alone or in an array", () => {
    expect(list.safeParse({ cups: "A", n: "x" }).success).toBe(false);
    expect(list.safeParse([{ cups: "A", n: 1 }, { n: 2 }]).success).toBe(false);
    expect(list.safeParse("A").success).toBe(false);
  });

  it("bounds the array", () => {
    expect(
      listOrItem(item, 2).safeParse([
        { cups: "A", n: 1 },
        { cups: "B", n: 1 },
        { cups: "C", n: 1 },
      ]).success,
    ).toBe(false);
  });

  it("works for plain strings (subcategories)", () => {
    expect(listOrItem(text(20)).parse("Baja")).toEqual(["Baja"]);
  });
});

describe("lineSchema", () => {
  it.each([
    ["Electricidad", "Electricidad"],
    ["electricidad", "Electricidad"],
    ["ELECTRICIDAD", "Electricidad"],
    ["eLeCtRiCiDaD", "Electricidad"],
    ["Gas", "Gas"],
    ["gas", "Gas"],
    ["GAS", "Gas"],
    [" gas ", "Gas"],
  ])("reads %j as %j", (input, expected) => {
    const out: Line = lineSchema.parse(input);
    expect(out).toBe(expected);
    expect(lineSchema.parse(out)).toBe(expected);
  });

  it.each(["", "Luz", "Electricity", "agua", "Todo", "All"])("rejects %j", (input) => {
    expect(lineSchema.safeParse(input).success).toBe(false);
  });

  it("rejects non-strings and long strings", () => {
    expect(lineSchema.safeParse(1).success).toBe(false);
    expect(lineSchema.safeParse("gas".padEnd(10_000, " ")).success).toBe(false);
  });

  it("has a lower-case twin for the calls that want one", () => {
    expect(lineSlugSchema.parse("Electricidad")).toBe("electricidad");
    expect(lineSlugSchema.parse("GAS")).toBe("gas");
    expect(lineSlugSchema.parse(lineSlugSchema.parse("Gas"))).toBe("gas");
  });

  it("parseLine gives undefined for other words", () => {
    expect(parseLine("GAS")).toBe("Gas");
    expect(parseLine("todo")).toBeUndefined();
  });
});

describe("booleanish", () => {
  it.each([true, "true", "1", 1])("reads %j as true", (v) => expect(booleanish.parse(v)).toBe(true));
  it.each([false, "false", "0", 0])("reads %j as false", (v) => expect(booleanish.parse(v)).toBe(false));
  it.each(["yes", "", "TRUE ", 2, null])("rejects %j", (v) => expect(booleanish.safeParse(v).success).toBe(false));
});

describe("numbers that arrive as strings", () => {
  it("counts", () => {
    expect(count.parse("12")).toBe(12);
    expect(count.parse(12)).toBe(12);
    for (const bad of ["-1", -1, "1.5", "", "12a", "1e3", " 1", "1,000", null, true]) {
      expect(count.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("amounts, negative and decimal, dot only", () => {
    expect(amount.parse("-35.20")).toBe(-35.2);
    expect(amount.parse(412.8)).toBe(412.8);
    expect(amount.safeParse("35,20").success).toBe(false);
    expect(amount.safeParse(Number.NaN).success).toBe(false);
    expect(amount.safeParse("1".repeat(10_000)).success).toBe(false);
  });
});

describe("dates", () => {
  it("YYYY-MM-DD", () => {
    expect(isoDate.parse("2024-02-29")).toBe("2024-02-29");
    for (const bad of ["2025-02-29", "2025-13-01", "2025-2-1", "28-02-2025", "2025-02-28T00:00", "0"]) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("DD-MM-YYYY", () => {
    expect(esDate.parse("28-02-2025")).toBe("28-02-2025");
    for (const bad of ["2025-02-28", "31-04-2025", "1-2-2025", "28/02/2025"]) {
      expect(esDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("fullbilling's empty date is the literal 0", () => {
    expect(fullbillingDate.parse("0")).toBe("0");
    expect(fullbillingDate.parse(0)).toBe("0");
    expect(fullbillingDate.parse("2025-02-28")).toBe("2025-02-28");
    expect(fullbillingDate.safeParse("00").success).toBe(false);
    expect(fullbillingDate.safeParse("28-02-2025").success).toBe(false);
  });
});

describe("identifiers", () => {
  it("keep numbers as strings", () => {
    expect(idString().parse(100234)).toBe("100234");
    expect(idString().parse("000731")).toBe("000731");
    expect(idString().safeParse("").success).toBe(false);
  });

  it("are URL-safe in paths and queries", () => {
    expect(idParam.parse("100234")).toBe("100234");
    expect(idParam.parse(42)).toBe("42");
    for (const bad of ["../etc", "a b", "a/b", "", "x".repeat(41)]) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("request helpers", () => {
  it("optionalParam treats a blank value as absent", () => {
    const query = z.object({ minPrice: optionalParam(amount) });
    expect(query.parse({ minPrice: "" })).toEqual({});
    expect(query.parse({})).toEqual({});
    expect(query.parse({ minPrice: "-3" })).toEqual({ minPrice: -3 });
    expect(query.safeParse({ minPrice: "abc" }).success).toBe(false);
  });

  it("optionalQuery lets the caller leave the whole query out", () => {
    const query = optionalQuery(z.object({ start: optionalParam(count) }));
    expect(query.parse(undefined)).toEqual({});
  });

  it("blankable reads an empty string as null", () => {
    const flag = z.object({ canDownload: blankable(booleanish) });
    expect(flag.parse({ canDownload: "" })).toEqual({ canDownload: null });
    expect(flag.parse({ canDownload: null })).toEqual({ canDownload: null });
    expect(flag.parse({ canDownload: "true" })).toEqual({ canDownload: true });
    expect(flag.parse({})).toEqual({});
  });

  it("headersSchema matches names without regard to case and keeps the spec's spelling", () => {
    const headers = headersSchema({ token: text(10), newPassword: text(10) });
    expect(headers.parse({ token: "t", newpassword: "p", host: "x", authorization: "Bearer y" })).toEqual({
      token: "t",
      newPassword: "p",
    });
    expect(headers.parse({ TOKEN: "t", NewPassword: "p" })).toEqual({ token: "t", newPassword: "p" });
    expect(headers.safeParse({ token: "t" }).success).toBe(false);
  });

  it("headersSchema with only optional headers accepts none", () => {
    expect(headersSchema({ "Idempotency-Key": optionalParam(text(10)) }).parse(undefined)).toEqual({});
  });

  it("withOrderedRanges rejects reversed dates and prices", () => {
    const iso = withOrderedRanges(z.object({ startDate: isoDate, endDate: isoDate }));
    expect(iso.safeParse({ startDate: "2025-01-01", endDate: "2025-01-01" }).success).toBe(true);
    expect(iso.safeParse({ startDate: "2025-01-02", endDate: "2025-01-01" }).success).toBe(false);
    const es = withOrderedRanges(z.object({ startDate: esDate, endDate: esDate }));
    expect(es.safeParse({ startDate: "31-12-2024", endDate: "01-01-2025" }).success).toBe(true);
    expect(es.safeParse({ startDate: "01-01-2025", endDate: "31-12-2024" }).success).toBe(false);
    const prices = withOrderedRanges(z.object({ minPrice: amount, maxPrice: amount }));
    expect(prices.safeParse({ minPrice: "10", maxPrice: "9" }).success).toBe(false);
    expect(prices.safeParse({ minPrice: "-10", maxPrice: "9" }).success).toBe(true);
  });
});
