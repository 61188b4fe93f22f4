import { makeJwt } from "../client/client.testing";
import { createActivityTracker } from "./activity";
import { createIdleTimer } from "./idleTimer";
import { SESSION_KEYS } from "./sessionKeys";
import { createSessionStore, type LoginAnswer, type SessionApi } from "./sessionStore";
import { memoryStorage } from "./storage";

// The idle window the server gives in its login and refresh answers (session_idle_minutes)
// wins over the provider's `sessionIdleMinutes`, which is only the fallback.

const MINUTE = 60_000;
const FALLBACK_MS = 15 * MINUTE;

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-02T10:00:00Z") }));
afterEach(() => vi.useRealTimers());

async function loggedInWith(answer: Partial<LoginAnswer>) {
  const storage = memoryStorage();
  const api: SessionApi = {
    privateToken: async () => ({
      access_token: makeJwt(3600),
      refresh_token: "r0",
      email: "ana@example.es",
      isAdministrador: false,
      ...answer,
    }),
    me: async () => ({ username: "ana", email: "ana@example.es" }),
    logout: async () => undefined,
  };
  const onSessionExpired = vi.fn();
  const session = createSessionStore(storage, { api, onSessionExpired });
  await session.login({ username: "ana", password: "Secreta1!", isAdministradorFinca: false });
  const renewal = { renew: vi.fn(async () => "renewed" as const) };
  const timer = createIdleTimer({ session, renewal, activity: createActivityTracker(storage), idleMs: FALLBACK_MS });
  const stop = timer.start(new EventTarget());
  return { storage, session, timer, stop, onSessionExpired };
}

describe("the server's idle minutes", () => {
  it("a server that says 2 minutes gets the warning at 1 minute and the end at 2", async () => {
    const { timer, session, storage, stop, onSessionExpired } = await loggedInWith({ session_idle_minutes: 2 });
    const start = Date.now();
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBe("2");
    await vi.advanceTimersByTimeAsync(MINUTE - 1_000);
    expect(timer.getWarning()).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(timer.getWarning()).toBe(start + 2 * MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.getState().idleMinutes).toBeNull();
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBeNull();
    stop();
  });

  it("a server that says nothing keeps the provider's window: the warning at 14 minutes", async () => {
    const { timer, session, stop } = await loggedInWith({});
    expect(session.getState().idleMinutes).toBeNull();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1_000);
    expect(timer.getWarning()).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(timer.getWarning()).not.toBeNull();
    stop();
  });

  it("a refresh answer that says other minutes moves the warning; one that says none keeps them", async () => {
    const { timer, session, stop } = await loggedInWith({ session_idle_minutes: 2 });
    session.renewed({ accessToken: makeJwt(3600, { n: 1 }), refreshToken: "r1", idleMinutes: 5 });
    session.renewed({ accessToken: makeJwt(3600, { n: 2 }), refreshToken: "r2" });
    expect(session.getState().idleMinutes).toBe(5);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(timer.getWarning()).toBeNull();
    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    expect(timer.getWarning()).not.toBeNull();
    stop();
  });

  it("a stored session keeps the server's minutes after the page reopens", async () => {
    const storage = memoryStorage({ [SESSION_KEYS.accessToken]: makeJwt(3600), [SESSION_KEYS.sessionIdleMinutes]: "2" });
    const session = createSessionStore(storage);
    const timer = createIdleTimer({
      session,
      renewal: { renew: async () => "renewed" },
      activity: createActivityTracker(storage),
      idleMs: FALLBACK_MS,
    });
    const stop = timer.start(new EventTarget());
    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    expect(timer.getWarning()).not.toBeNull();
    stop();
  });
});
