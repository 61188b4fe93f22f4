import { makeJwt } from "../client/client.testing";
import { createActivityTracker, LAST_ACTIVITY_KEY } from "./activity";
import { createIdleTimer, renewalDueAt } from "./idleTimer";
import { SESSION_KEYS } from "./sessionKeys";
import { createSessionStore } from "./sessionStore";
import { memoryStorage } from "./storage";
import type { RenewalOutcome } from "./tokenRenewal";

const MINUTE = 60_000;
/** A token as the server signs them with ACCESS_TOKEN_MINUTES=1; `skewS`: how far the
 * server's clock is behind this one. */
const oneMinuteToken = (skewS = 0) => makeJwt(60 - skewS, { iat: Math.floor(Date.now() / 1000) - skewS });

function setup({ outcome = "renewed" as RenewalOutcome, skewS = 0 } = {}) {
  const storage = memoryStorage();
  const token = oneMinuteToken(skewS);
  storage.setItem(SESSION_KEYS.accessToken, token);
  storage.setItem(SESSION_KEYS.refreshToken, "r0");
  const onSessionExpired = vi.fn();
  // A token that looks expired by this clock when the page opens takes the expiry path
  // (storedSession.ts); the skew tests are about the running timer, so they keep it.
  const session = createSessionStore(storage, { onSessionExpired, ...(skewS ? { onStoredTokenExpired: () => undefined } : {}) });
  const renew = vi.fn(async () => {
    if (outcome === "renewed") session.renewed({ accessToken: oneMinuteToken(skewS), refreshToken: "r+" });
    return outcome;
  });
  const activity = createActivityTracker(storage);
  const timer = createIdleTimer({ session, renewal: { renew }, activity, idleMs: 15 * MINUTE });
  const target = new EventTarget();
  const stop = timer.start(target);
  const act = () => target.dispatchEvent(new Event("pointerdown"));
  return { storage, session, renew, timer, stop, act, onSessionExpired };
}

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-02T10:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("renewalDueAt", () => {
  it("is 80% of the token's life, or half the idle window when that comes first", () => {
    const iat = Math.floor(Date.now() / 1000);
    expect(renewalDueAt(makeJwt(60, { iat }), 15 * MINUTE)).toBe(iat * 1000 + 48_000);
    expect(renewalDueAt(makeJwt(3600, { iat }), 15 * MINUTE)).toBe(iat * 1000 + 7.5 * MINUTE);
    expect(renewalDueAt("not a token", 15 * MINUTE)).toBe(0);
  });
});

describe("a timer whose code loaded after the login (sessionKeeping.ts)", () => {
  it("counts the login as activity when started with the token seen before it (null)", async () => {
    const storage = memoryStorage({ [LAST_ACTIVITY_KEY]: String(Date.now() - 20 * MINUTE) });
    const session = createSessionStore(storage, { onSessionExpired: vi.fn() });
    session.syncFromOtherTab({ accessToken: oneMinuteToken() }); // a login
    const activity = createActivityTracker(storage);
    const timer = createIdleTimer({ session, renewal: { renew: vi.fn(async () => "renewed" as const) }, activity, idleMs: 15 * MINUTE });
    const stop = timer.start(new EventTarget(), null);
    // A stale activity from an earlier session would otherwise expire the new one at once.
    expect(activity.lastActivity()).toBe(Date.now());
    expect(session.getState().accessToken).not.toBeNull();
    stop();
  });
});

describe("silent renewal", () => {
  it("renews at 80% of the token's life, not before", async () => {
    const { renew, stop } = setup();
    await vi.advanceTimersByTimeAsync(47_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a customer who keeps using the portal for 3 minutes keeps their session (1-minute tokens)", async () => {
    const { renew, session, stop, act, onSessionExpired } = setup();
    for (let second = 0; second < 180; second += 10) {
      act();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(renew.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(session.isAuthenticated()).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
    stop();
  });

  it("a clock 20 minutes ahead of the server's renews once at start, then by arrival time: no renewal loop", async () => {
    const { renew, stop } = setup({ skewS: 20 * 60 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it("a refused renewal takes the spec's expiry path", async () => {
    const { session, stop, onSessionExpired } = setup({ outcome: "refused" });
    await vi.advanceTimersByTimeAsync(49_000);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.getState().isLeaving).toBe(true);
    stop();
  });

  it("a failed renewal (no answer) is tried again later, without ending the session", async () => {
    const { renew, session, stop } = setup({ outcome: "failed" });
    await vi.advanceTimersByTimeAsync(49_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(session.getState().accessToken).not.toBeNull();
    stop();
  });
});

describe("idle timeout", () => {
  it("warns one minute before, then expires the session after 15 minutes without activity", async () => {
    const { timer, session, stop, onSessionExpired } = setup();
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1_000);
    expect(timer.getWarning()).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(timer.getWarning()).toBe(start + 15 * MINUTE);
    expect(session.getState().accessToken).not.toBeNull();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(timer.getWarning()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.getState()).toMatchObject({ accessToken: null, isLeaving: true });
    stop();
  });

  it("while warning, a stray pointer event does not dismiss it; 'Seguir conectado' renews and closes it", async () => {
    const { timer, renew, stop, act, onSessionExpired } = setup();
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 5_000);
    expect(timer.getWarning()).not.toBeNull();
    act();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(timer.getWarning()).not.toBeNull();
    const before = renew.mock.calls.length;
    await timer.stayConnected();
    expect(renew.mock.calls.length).toBe(before + 1);
    expect(timer.getWarning()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onSessionExpired).not.toHaveBeenCalled();
    stop();
  });

  it("activity in another tab (shared storage) counts", async () => {
    const { timer, storage, stop, onSessionExpired } = setup();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    storage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(timer.getWarning()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
    stop();
  });

  it("stops when logged out, and starts counting again at the next login", async () => {
    const { timer, session, stop, onSessionExpired } = setup();
    await session.logout();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(timer.getWarning()).toBeNull();
    stop();
  });
});
