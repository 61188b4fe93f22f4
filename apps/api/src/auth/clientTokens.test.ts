import { SignJWT } from "jose";
import { signAccessToken, signClientToken, verifyAccessToken, verifyClientToken } from "./tokens";

const secret = "test-secret";

describe("client-credentials tokens", () => {
  it("round-trip the client id", async () => {
    const token = await signClientToken("oficina-virtual", secret, 300);
    expect(await verifyClientToken(token, secret)).toEqual({ clientId: "oficina-virtual" });
  });

  it("are not user tokens, and user tokens are not client tokens", async () => {
    const client = await signClientToken("oficina-virtual", secret, 300);
    expect(await verifyAccessToken(client, secret)).toBeNull();
    const user = await signAccessToken(
      { userId: 1, role: "customer", username: "demo", email: "demo@example.com", taxId: "12345678Z", sessionId: 1 },
      secret,
      15,
    );
    expect(await verifyClientToken(user, secret)).toBeNull();
  });

  it("refuse an expired token, another key and garbage", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: "client" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("oficina-virtual")
      .setAudience("ov-client-credentials")
      .setExpirationTime(now - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyClientToken(expired, secret)).toBeNull();
    expect(await verifyClientToken(await signClientToken("x", "other", 300), secret)).toBeNull();
    expect(await verifyClientToken("not.a.jwt", secret)).toBeNull();
  });
});
