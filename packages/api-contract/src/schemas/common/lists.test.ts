import { z } from "zod";
import { listOrItem } from "./lists";
import { count } from "./numbers";
import { text } from "./strings";

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
