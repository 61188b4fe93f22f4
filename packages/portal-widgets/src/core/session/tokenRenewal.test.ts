import { ApiError } from "../client/ApiError";
import { makeJwt } from "../client/client.testing";
import { SESSION_KEYS } from "./sessionKeys";
import { createSessionStore } from "./sessionStore";
import { memoryStorage } from "./storage";
import { createTokenRenewal, type LockLike } from "./tokenRenewal";

/** The server's rotation (apps/api/src/auth/rotation.ts) in miniature: a token redeemed
 * twice revokes the family. */
function rotatingServer(first = "r0") {
  let current = first;
  let n = 0;
  const spent = new Set<string>();
  const server = {
    revoked: false,
    calls: 0,
    refresh: async (token: string) => {
      server.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (server.revoked || token !== current) {
        if (spent.has(token)) server.revoked = true;
        throw new ApiError({ kind: "http", status: 401, message: "refreshToken answered 401" });
      }
      spent.add(token);
      n += 1;
      current = `r${n}`;
      return { access_token: makeJwt(900, { n }), refresh_token: current };
    },
  };
  return server;
}

/** navigator.locks in miniature: one holder at a time, in order. */
function sharedLock(): LockLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const result = tail.then(callback, callback);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

function loggedIn(storage = memoryStorage(), token = makeJwt(60)) {
  storage.setItem(SESSION_KEYS.accessToken, token);
  storage.setItem(SESSION_KEYS.userToken, token);
  storage.setItem(SESSION_KEYS.refreshToken, "r0");
  return storage;
}

/** A tab: its own store over the shared storage, its own renewal. */
function tab(storage: ReturnType<typeof memoryStorage>, server: ReturnType<typeof rotatingServer>, locks: LockLike | null) {
  const session = createSessionStore(storage);
  return { session, renewal: createTokenRenewal({ session, storage, refresh: server.refresh, locks }) };
}

describe("token renewal", () => {
  it("renews: new tokens in the store and in storage, under the spec's key names", async () => {
    const storage = loggedIn();
    const server = rotatingServer();
    const { session, renewal } = tab(storage, server, null);
    await expect(renewal.renew()).resolves.toBe("renewed");
    expect(session.getState().refreshToken).toBe("r1");
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe("r1");
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe(session.getState().accessToken);
    expect(storage.getItem(SESSION_KEYS.userToken)).toBe(session.getState().accessToken);
  });

  it("is single-flight in a tab: parallel requests share one refresh", async () => {
    const server = rotatingServer();
    const { renewal } = tab(loggedIn(), server, null);
    const outcomes = await Promise.all([renewal.renew(), renewal.renew(), renewal.renew()]);
    expect(outcomes).toEqual(["renewed", "renewed", "renewed"]);
    expect(server.calls).toBe(1);
    expect(server.revoked).toBe(false);
  });

  it("two tabs renewing at the same moment: one refresh under the lock, the other adopts its tokens", async () => {
    const storage = loggedIn();
    const server = rotatingServer();
    const locks = sharedLock();
    const a = tab(storage, server, locks);
    const b = tab(storage, server, locks);
    const outcomes = await Promise.all([a.renewal.renew(), b.renewal.renew()]);
    expect(outcomes).toEqual(["renewed", "renewed"]);
    expect(server.calls).toBe(1);
    expect(server.revoked).toBe(false);
    expect(b.session.getState().accessToken).toBe(a.session.getState().accessToken);
    expect(b.session.getState().refreshToken).toBe("r1");
    // And the chain goes on from either tab.
    await expect(b.renewal.renew(b.session.getState().accessToken)).resolves.toBe("renewed");
    expect(server.revoked).toBe(false);
  });

  it("without Web Locks, a tab that renews after another adopts the stored tokens instead of reusing its spent one", async () => {
    const storage = loggedIn();
    const server = rotatingServer();
    const a = tab(storage, server, null);
    const b = tab(storage, server, null);
    await a.renewal.renew();
    await expect(b.renewal.renew()).resolves.toBe("renewed");
    expect(server.calls).toBe(1);
    expect(b.session.getState().refreshToken).toBe("r1");
  });

  it("(why the lock) without it, two tabs renewing in the same instant reuse the token and the server ends the session", async () => {
    const storage = loggedIn();
    const server = rotatingServer();
    const a = tab(storage, server, null);
    const b = tab(storage, server, null);
    const outcomes = await Promise.all([a.renewal.renew(), b.renewal.renew()]);
    expect(outcomes.sort()).toEqual(["refused", "renewed"]);
    expect(server.revoked).toBe(true);
  });

  it("does nothing when the token it was asked to replace is already replaced", async () => {
    const server = rotatingServer();
    const { renewal } = tab(loggedIn(), server, null);
    await expect(renewal.renew("some older token")).resolves.toBe("renewed");
    expect(server.calls).toBe(0);
  });

  it("tells refused (401: the session is over) from failed (no answer: try later)", async () => {
    const session = createSessionStore(loggedIn());
    const refused = createTokenRenewal({
      session,
      storage: memoryStorage(),
      locks: null,
      refresh: () => Promise.reject(new ApiError({ kind: "http", status: 401, message: "401" })),
    });
    await expect(refused.renew()).resolves.toBe("refused");
    const failed = createTokenRenewal({
      session,
      storage: memoryStorage(),
      locks: null,
      refresh: () => Promise.reject(new ApiError({ kind: "network", message: "offline" })),
    });
    await expect(failed.renew()).resolves.toBe("failed");
    // Neither ends the session by itself: its callers decide.
    expect(session.getState().accessToken).not.toBeNull();
  });

  it("drops an answer that arrives after logout: no tokens are written back", async () => {
    const storage = loggedIn();
    const server = rotatingServer();
    const { session, renewal } = tab(storage, server, null);
    const pending = renewal.renew();
    await session.logout();
    await expect(pending).resolves.toBe("refused");
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
  });
});

describe("the server's idle minutes in the refresh answer", () => {
  it("are stored with the new tokens; an answer without them keeps the session's", async () => {
    const storage = loggedIn();
    storage.setItem(SESSION_KEYS.sessionIdleMinutes, "15");
    const session = createSessionStore(storage);
    const answers = [
      { access_token: makeJwt(900, { n: 1 }), refresh_token: "r1", session_idle_minutes: 2 },
      { access_token: makeJwt(900, { n: 2 }), refresh_token: "r2" },
    ];
    const renewal = createTokenRenewal({ session, storage, refresh: async () => answers.shift() ?? null, locks: null });
    await expect(renewal.renew()).resolves.toBe("renewed");
    expect(session.getState().idleMinutes).toBe(2);
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBe("2");
    await expect(renewal.renew()).resolves.toBe("renewed");
    expect(session.getState().idleMinutes).toBe(2);
  });
});
