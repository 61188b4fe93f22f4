import { SignJWT } from "jose";
import { vi } from "vitest";
import { type SessionCaller, signAccessToken, verifyAccessToken } from "./tokens";

const secret = "test-secret";
const caller: SessionCaller = {
  userId: 7,
  role: "customer",
  username: "demo",
  email: "demo@example.com",
  taxId: "12345678Z",
  sessionId: 41,
};
const claims = { role: "customer", username: "demo", email: "demo@example.com", taxId: "12345678Z", sid: 41 };

async function expiredToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("7")
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

describe("access tokens", () => {
  it("round-trips the caller", async () => {
    expect(await verifyAccessToken(await signAccessToken(caller, secret, 15), secret)).toEqual(caller);
  });

  it("refuses an expired token unless the route is exempt from the expiry check", async () => {
    const token = await expiredToken();
    expect(await verifyAccessToken(token, secret)).toBeNull();
    expect(await verifyAccessToken(token, secret, { ignoreExpiry: true })).toEqual(caller);
  });

  it("refuses a correctly signed token without exp, or without a session, even when expiry is ignored", async () => {
    const key = new TextEncoder().encode(secret);
    const forever = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setSubject("7").setIssuedAt().sign(key);
    const { sid: _sid, ...sessionless } = claims;
    const noSession = await new SignJWT(sessionless)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime("15m")
      .sign(key);
    const textSession = await new SignJWT({ ...claims, sid: "41" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime("15m")
      .sign(key);
    for (const token of [forever, noSession, textSession]) {
      expect(await verifyAccessToken(token, secret)).toBeNull();
      expect(await verifyAccessToken(token, secret, { ignoreExpiry: true })).toBeNull();
    }
  });

  it("refuses a token signed with another key even when expiry is ignored", async () => {
    const token = await signAccessToken(caller, "another-secret", 15);
    expect(await verifyAccessToken(token, secret, { ignoreExpiry: true })).toBeNull();
  });
});

describe("the verified-token cache", () => {
  afterEach(() => vi.useRealTimers());

  it("stops accepting a cached token once it expires", async () => {
    const token = await signAccessToken(caller, secret, 1);
    expect(await verifyAccessToken(token, secret)).toEqual(caller);
    vi.useFakeTimers({ now: Date.now() + 2 * 60_000, toFake: ["Date"] });
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it("never answers a token cached under another secret", async () => {
    const token = await signAccessToken(caller, secret, 15);
    expect(await verifyAccessToken(token, secret)).toEqual(caller);
    expect(await verifyAccessToken(token, "another-secret")).toBeNull();
  });
});
