import { makeJwt } from "../client/client.testing";
import type { IdleTimer } from "./idleTimer";
import { lazyIdleTimer, lazyTokenRenewal } from "./sessionKeeping";
import { SESSION_KEYS } from "./sessionKeys";
import { createSessionStore } from "./sessionStore";
import { memoryStorage } from "./storage";
import type { TokenRenewal } from "./tokenRenewal";

function fakeTimer() {
  const listeners = new Set<() => void>();
  let warning: number | null = null;
  const stop = vi.fn();
  const timer: IdleTimer & { warn(at: number | null): void } = {
    start: vi.fn(() => stop),
    getWarning: () => warning,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stayConnected: vi.fn(async () => undefined),
    warn(at) {
      warning = at;
      for (const listener of listeners) listener();
    },
  };
  return { timer, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const target = new EventTarget();

describe("lazyIdleTimer", () => {
  it("loads nothing while nobody is logged in, and starts the timer at the login, which counts as the start token null", async () => {
    const session = createSessionStore(memoryStorage(), { onSessionExpired: vi.fn() });
    const { timer } = fakeTimer();
    const load = vi.fn(async () => timer);
    const lazy = lazyIdleTimer(session, load);
    lazy.start(target);
    await settle();
    expect(load).not.toHaveBeenCalled();

    // A login (as another tab's reaches this one: the store's state takes a token).
    session.syncFromOtherTab({ accessToken: makeJwt(600) });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(timer.start).toHaveBeenCalledWith(target, null);
  });

  it("loads at once when a session exists, and passes the warning and its listeners through", async () => {
    const storage = memoryStorage({ [SESSION_KEYS.accessToken]: makeJwt(600), [SESSION_KEYS.refreshToken]: "r0" });
    const session = createSessionStore(storage, { onSessionExpired: vi.fn() });
    const { timer, stop } = fakeTimer();
    const lazy = lazyIdleTimer(session, async () => timer);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(lazy.getWarning()).toBeNull();
    const end = lazy.start(target);
    await settle();
    expect(timer.start).toHaveBeenCalledWith(target, session.getState().accessToken);

    timer.warn(123);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(lazy.getWarning()).toBe(123);
    await lazy.stayConnected();
    expect(timer.stayConnected).toHaveBeenCalledTimes(1);
    end();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("never starts a timer stopped before its code arrived", async () => {
    const storage = memoryStorage({ [SESSION_KEYS.accessToken]: makeJwt(600), [SESSION_KEYS.refreshToken]: "r0" });
    const session = createSessionStore(storage, { onSessionExpired: vi.fn() });
    const { timer } = fakeTimer();
    const lazy = lazyIdleTimer(session, async () => timer);
    lazy.start(target)();
    await settle();
    expect(timer.start).not.toHaveBeenCalled();
  });

  it("tries a chunk that did not arrive again on the session's next change", async () => {
    const storage = memoryStorage({ [SESSION_KEYS.accessToken]: makeJwt(600), [SESSION_KEYS.refreshToken]: "r0" });
    const session = createSessionStore(storage, { onSessionExpired: vi.fn() });
    const { timer } = fakeTimer();
    const load = vi.fn<() => Promise<IdleTimer>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(timer);
    lazyIdleTimer(session, load).start(target);
    await settle();
    expect(timer.start).not.toHaveBeenCalled();
    session.renewed({ accessToken: makeJwt(600), refreshToken: "r1" });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(timer.start).toHaveBeenCalledTimes(1);
  });
});

describe("lazyTokenRenewal", () => {
  it("loads once, and a chunk that did not arrive is a renewal that failed (never a rejection), tried again next time", async () => {
    const renewal: TokenRenewal = { renew: vi.fn(async () => "renewed" as const) };
    const load = vi.fn<() => Promise<TokenRenewal>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(renewal);
    const lazy = lazyTokenRenewal(load);
    await expect(lazy.renew("stale")).resolves.toBe("failed");
    await expect(lazy.renew("stale")).resolves.toBe("renewed");
    await expect(lazy.renew("other")).resolves.toBe("renewed");
    expect(load).toHaveBeenCalledTimes(2);
    expect(renewal.renew).toHaveBeenLastCalledWith("other");
  });
});
