import { decodeJwtPayload, failedLoginCode, isTokenExpired } from "./session";

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function jwt(payload: unknown): string {
  return `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}.signature`;
}

describe("failedLoginCode", () => {
  it("maps 400 to 104 and keeps 500", () => {
    expect(failedLoginCode({ status: 400 })).toBe(104);
    expect(failedLoginCode({ status: 500 })).toBe(500);
  });

  it("keeps any other status", () => {
    expect(failedLoginCode({ status: 401 })).toBe(401);
    expect(failedLoginCode({ status: 461 })).toBe(461);
    expect(failedLoginCode({ status: 157 })).toBe(157);
    expect(failedLoginCode({ status: 503 })).toBe(503);
  });

  it("returns 470 without an answer", () => {
    expect(failedLoginCode(undefined)).toBe(470);
    expect(failedLoginCode(null)).toBe(470);
    expect(failedLoginCode({})).toBe(470);
    expect(failedLoginCode({ status: 0 })).toBe(470);
  });
});

describe("decodeJwtPayload", () => {
  it("decodes a base64url payload with UTF-8 text", () => {
    expect(decodeJwtPayload(jwt({ exp: 10, name: "Íñigo ~~??>>" }))).toEqual({ exp: 10, name: "Íñigo ~~??>>" });
  });

  it.each([[""], ["abc"], ["a.b@d.c"], ["a.%%%.c"], [`a.${base64url("not json")}.c`], [`a.${base64url("[1]")}.c`], [null], [undefined]])(
    "returns null for %s",
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});

describe("isTokenExpired", () => {
  const now = Date.UTC(2025, 5, 15, 12, 0, 0);
  const nowSeconds = now / 1000;

  it("is false before exp", () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds + 60 }), now)).toBe(false);
  });

  it("is true at and after exp", () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: nowSeconds - 1 }), now)).toBe(true);
  });

  it("treats unreadable tokens and a missing exp as expired", () => {
    expect(isTokenExpired("garbage", now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: "x" }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: "9999999999" }), now)).toBe(true);
  });

  it("uses the current time by default", () => {
    expect(isTokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }))).toBe(false);
  });
});
