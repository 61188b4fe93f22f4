import { SignJWT } from "jose";
import { vi } from "vitest";
import { signAccessToken, verifyAccessToken, type Caller } from "./tokens";

const secret = "test-secret";
const caller: Caller = { userId: 7, role: "customer", username: "demo", email: "demo@example.com", taxId: "12345678Z" };

async function expiredToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: "customer", username: "demo", email: "demo@example.com", taxId: "12345678Z" })
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
