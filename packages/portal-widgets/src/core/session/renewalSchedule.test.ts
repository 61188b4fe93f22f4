import { makeJwt } from "../client/client.testing";
import { createRenewalSchedule, renewalDelay } from "./renewalSchedule";
import type { RenewalOutcome } from "./tokenRenewal";

const MINUTE = 60_000;

function schedule(outcome: RenewalOutcome, next: () => string | null = () => null) {
  let t = Date.now();
  const session = { getState: () => ({ accessToken: next() }) as never, expire: vi.fn() };
  const renew = vi.fn(async () => outcome);
  const parts = createRenewalSchedule({ session, renewal: { renew }, idleMs: () => 15 * MINUTE, now: () => t });
  return { ...parts, session, renew, advance: (ms: number) => (t += ms), now: () => t };
}

describe("renewalDelay", () => {
  it("reads the token's life, or assumes 15 minutes without iat, and null for no token", () => {
    const iat = Math.floor(Date.now() / 1000);
    expect(renewalDelay(makeJwt(60, { iat }), 15 * MINUTE)?.delayMs).toBe(48_000);
    expect(renewalDelay(makeJwt(600), 15 * MINUTE)?.delayMs).toBe(7.5 * MINUTE);
    expect(renewalDelay("x", MINUTE)).toBeNull();
  });
});

describe("createRenewalSchedule", () => {
  it("dates a token found at start by its iat, and a later one by its arrival", () => {
    const iat = Math.floor(Date.now() / 1000) - 30;
    const { renewAt, now } = schedule("renewed");
    expect(renewAt(makeJwt(30, { iat }), now())).toBe(iat * 1000 + 48_000);
    // A one-minute token signed ten minutes ago by the server's clock (a clock far off).
    const later = makeJwt(-540, { iat: Math.floor(Date.now() / 1000) - 600 });
    expect(renewAt(later, now())).toBe(now() + 48_000);
  });

  it("expires the session when refused, and waits before trying again when failed", async () => {
    const refused = schedule("refused");
    const then = vi.fn();
    await refused.renewNow("t", then);
    expect(refused.session.expire).toHaveBeenCalledTimes(1);
    expect(then).toHaveBeenCalledTimes(1);
    const failed = schedule("failed");
    await failed.renewNow("t", () => undefined);
    expect(failed.renewAt("x", failed.now())).toBe(failed.now() + 30_000);
  });

  it("runs one renewal at a time unless asked again on purpose", async () => {
    const { renewNow, renewAgain, renew } = schedule("renewed");
    const first = renewNow("t", () => undefined);
    await renewNow("t", () => undefined);
    await renewAgain("t", () => undefined);
    await first;
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it("dates a renewed token from now", async () => {
    const token = makeJwt(-540, { iat: Math.floor(Date.now() / 1000) - 600 });
    const { renewNow, renewAt, now } = schedule("renewed", () => token);
    await renewNow("old", () => undefined);
    expect(renewAt(token, now())).toBe(now() + 48_000);
  });
});
