import { debugLogs } from "../db/schema";
import { call, type Fixture, openFixture } from "../routes/customer/customer.testing";
import { HOSTILE_TEXT_MESSAGE, hasUnstorableText } from "./hostileText";

describe("hasUnstorableText", () => {
  it("finds NUL and unpaired surrogates in strings, keys and nested values", () => {
    for (const value of ["a\u0000", "\uD800", "x\uDC00y", { k: ["ok", { deep: "\u0000" }] }, { "\u0000": 1 }, ["😀\uD83D"]]) {
      expect(hasUnstorableText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("lets everything else through, emoji and other control characters included", () => {
    for (const value of ["Peña 😀", "\t\n\u0001", { a: [1, true, null, "ñ"] }, undefined, 42]) {
      expect(hasUnstorableText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(20_000)}"\\u0000"${"]".repeat(20_000)}`);
    expect(hasUnstorableText(deep)).toBe(true);
  });
});

describe("the guard in the app", () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture();
  });
  afterAll(() => f.close());

  const refused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, mensaje: HOSTILE_TEXT_MESSAGE });
  };

  it("refuses NUL and lone surrogates in a query, a JSON body, a path and a header", async () => {
    refused(await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/cups/api/cupsMe?cups=ES%00" }));
    refused(await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/cups/api/cupsMe?unknown%00=1" }));
    refused(
      await call(f.app, null, { method: "POST", url: "/ov/user/api/privateToken", payload: { username: "ana\uD800", password: "x" } }),
    );
    refused(await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/contracts/100%00?line=Electricidad&output=pdf" }));
    refused(
      await call(f.app, f.tokens.ana, {
        method: "POST",
        url: "/ov/cups/api/createdebuglog",
        payload: { event: "e" },
        headers: { "user-agent": "a\u0000b" },
      }),
    );
  });

  it("lets well-formed text through to the schemas", async () => {
    const response = await call(f.app, f.tokens.ana, { method: "GET", url: `/ov/cups/api/cupsMe?contract=${encodeURIComponent("😀 ñ")}` });
    expect(response.statusCode).toBe(200);
  });

  it("keeps a User-Agent with control characters out of the debug log", async () => {
    const response = await call(f.app, f.tokens.ana, {
      method: "POST",
      url: "/ov/cups/api/createdebuglog",
      payload: { event: "guard-test" },
      headers: { "user-agent": "agent\u0001" },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await f.db.select().from(debugLogs);
    expect((row!.detail as { userAgent: unknown }).userAgent).toBeNull();
  });
});
