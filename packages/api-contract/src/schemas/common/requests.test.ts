import { z } from "zod";
import { booleanish } from "./booleans";
import { esDate, isoDate } from "./dates";
import { amount, count } from "./numbers";
import { blankable, headersSchema, optionalParam, optionalQuery, withOrderedRanges } from "./requests";
import { text } from "./strings";

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
