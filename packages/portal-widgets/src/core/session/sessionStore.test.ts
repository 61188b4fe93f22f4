import { ApiError } from "../client/ApiError";
import { makeJwt } from "../client/client.testing";
import { SESSION_KEYS } from "./sessionKeys";
import { readSessionState } from "./sessionState";
import { createSessionStore, type SessionApi } from "./sessionStore";
import { memoryStorage } from "./storage";

const profile = { username: "ana", email: "ana@example.es", firstName: "Ana", lastName: "García López" };

function fakeApi(overrides: Partial<SessionApi> = {}) {
  const token = makeJwt(3600);
  const api = {
    privateToken: vi.fn<SessionApi["privateToken"]>(async () => ({
      access_token: token,
      refresh_token: "refresh-1",
      email: "ana@example.es",
      isAdministrador: false,
    })),
    me: vi.fn<SessionApi["me"]>(async () => profile),
    logout: vi.fn<SessionApi["logout"]>(async () => undefined),
  };
  Object.assign(api, overrides);
  return { token, api };
}

const credentials = { username: "ana", password: "Secreta1!", isAdministradorFinca: false };

describe("login", () => {
  it("stores the tokens, e-mail and role as text, then loads the profile", async () => {
    const storage = memoryStorage({ [SESSION_KEYS.isLeaving]: "true", [SESSION_KEYS.totalGas]: "9" });
    const { api, token } = fakeApi();
    const store = createSessionStore(storage, { api });
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().status));

    await expect(store.login(credentials)).resolves.toEqual({ ok: true, isAdministrador: false });

    expect(api.privateToken).toHaveBeenCalledWith(credentials, "customer");
    expect(statuses[0]).toBe("loading");
    expect(store.getState()).toMatchObject({
      status: "authenticated",
      accessToken: token,
      refreshToken: "refresh-1",
      email: "ana@example.es",
      isAdministrador: false,
      profile,
      isLeaving: false,
      failedCode: null,
    });
    expect(store.isAuthenticated()).toBe(true);
    expect(storage.snapshot()).toEqual({
      accessToken: token,
      "user-token": token,
      refreshToken: "refresh-1",
      email: "ana@example.es",
      isAdministrador: "false",
      isAdministradorFinca: "false",
      profile: JSON.stringify(profile),
    });
  });

  it("persists an administrator as the text 'true' and asks the administrator host", async () => {
    const storage = memoryStorage();
    const { api } = fakeApi();
    api.privateToken.mockResolvedValueOnce({ access_token: makeJwt(60), isAdministrador: "true" });
    const store = createSessionStore(storage, { api });
    const result = await store.login({ ...credentials, isAdministradorFinca: true });
    expect(result).toEqual({ ok: true, isAdministrador: true });
    expect(api.privateToken).toHaveBeenCalledWith(expect.anything(), "administrator");
    expect(storage.getItem("isAdministrador")).toBe("true");
    expect(storage.getItem("isAdministradorFinca")).toBe("true");
  });

  it("keeps a valid login when only the profile fails", async () => {
    const { api } = fakeApi({ me: async () => Promise.reject(new ApiError({ kind: "http", status: 500, message: "x" })) });
    const store = createSessionStore(memoryStorage(), { api });
    expect((await store.login(credentials)).ok).toBe(true);
    expect(store.getState()).toMatchObject({ status: "authenticated", profile: null });
  });

  it.each([
    [new ApiError({ kind: "http", status: 400, message: "bad" }), 104],
    [new ApiError({ kind: "http", status: 500, message: "down" }), 500],
    [new ApiError({ kind: "http", status: 403, message: "no" }), 403],
    [new ApiError({ kind: "network", message: "offline" }), 470],
  ])("maps a failure to the spec's code (%s → %i)", async (error, code) => {
    const storage = memoryStorage();
    const { api } = fakeApi({ privateToken: async () => Promise.reject(error) });
    const store = createSessionStore(storage, { api });
    const result = await store.login(credentials);
    expect(result).toMatchObject({ ok: false, failedCode: code });
    expect(store.getState()).toMatchObject({ status: "error", failedCode: code, accessToken: null });
    expect(storage.getItem("accessToken")).toBeNull();
  });
});

describe("logout", () => {
  it("calls logout with the refresh token and clears everything the session stored, e-mail and totals included", async () => {
    const token = makeJwt(3600);
    const stored = {
      accessToken: token,
      "user-token": token,
      refreshToken: "refresh-1",
      profile: JSON.stringify(profile),
      cups: "[]",
      contracts: "[]",
      selectedProduct: JSON.stringify({ line: "Gas", cups: "ES1", codAbonado: "7" }),
      issues: "[]",
      isAdministradorFinca: "true",
      email: "ana@example.es",
      isAdministrador: "false",
      totalGas: "2",
      categoryIDCached: "3",
      ovLastActivity: "1772445600000",
    };
    const storage = memoryStorage(stored);
    const { api } = fakeApi({ logout: vi.fn(async () => Promise.reject(new Error("ignored"))) });
    const store = createSessionStore(storage, { api });
    const ended = vi.fn();
    store.onSessionEnd(ended);

    await store.logout();

    expect(api.logout).toHaveBeenCalledWith("refresh-1");
    // More than the spec's list, on purpose (sessionKeys.ts): only the remembered checkbox stays.
    expect(storage.snapshot()).toEqual({ isAdministradorFinca: "true" });
    expect(store.getState()).toMatchObject({
      status: "loggedOut",
      accessToken: null,
      email: null,
      isAdministrador: false,
      totals: { totalGas: null },
      profile: null,
      selectedProduct: null,
      rememberedAdministradorFinca: true,
      isLeaving: false,
    });
    expect(ended).toHaveBeenCalledWith("logout");
  });
});

describe("expire", () => {
  it("without a token does nothing, unless asked to (a missing token on the administrator screen)", () => {
    const storage = memoryStorage({});
    const onSessionExpired = vi.fn();
    const store = createSessionStore(storage, { api: fakeApi().api, onSessionExpired });
    store.expire();
    expect(store.getState().isLeaving).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
    store.expire({ withoutToken: true });
    expect(store.getState()).toMatchObject({ status: "loggedOut", isLeaving: true });
    expect(storage.snapshot()).toEqual({ isLeaving: "true" });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("clears the session, sets isLeaving and calls onSessionExpired once", () => {
    const storage = memoryStorage({ accessToken: makeJwt(60), refreshToken: "refresh-1", email: "ana@example.es", totalGas: "2" });
    const onSessionExpired = vi.fn();
    const { api } = fakeApi();
    const store = createSessionStore(storage, { api, onSessionExpired });
    const ended = vi.fn();
    store.onSessionEnd(ended);
    expect(store.getState().status).toBe("authenticated");

    store.expire();
    store.expire();

    expect(store.getState()).toMatchObject({ status: "loggedOut", accessToken: null, isLeaving: true });
    expect(storage.snapshot()).toEqual({ isLeaving: "true" });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledExactlyOnceWith("expired");
    expect(api.logout).toHaveBeenCalledWith("refresh-1");

    store.clearLeaving();
    expect(store.getState().isLeaving).toBe(false);
    expect(storage.getItem("isLeaving")).toBeNull();
  });

  it("takes the expiry path for a stored token already past its exp (the portal reopened)", () => {
    const storage = memoryStorage({
      accessToken: makeJwt(-5),
      "user-token": "stale",
      refreshToken: "refresh-1",
      profile: JSON.stringify(profile),
      email: "ana@example.es",
      isAdministradorFinca: "true",
    });
    const onSessionExpired = vi.fn();
    const { api } = fakeApi();
    const store = createSessionStore(storage, { api, onSessionExpired });

    expect(store.getState()).toMatchObject({ status: "loggedOut", accessToken: null, profile: null, email: null, isLeaving: true });
    expect(storage.snapshot()).toEqual({ isLeaving: "true", isAdministradorFinca: "true" });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledWith("refresh-1");
  });

  it("lets token renewal replace what an expired stored token does", () => {
    const storage = memoryStorage({ accessToken: makeJwt(-5), refreshToken: "refresh-1" });
    const onStoredTokenExpired = vi.fn();
    const store = createSessionStore(storage, { onStoredTokenExpired });
    expect(onStoredTokenExpired).toHaveBeenCalledExactlyOnceWith(store);
    expect(store.getState()).toMatchObject({ status: "authenticated", isLeaving: false });
    expect(createSessionStore(memoryStorage({ accessToken: makeJwt(60) }), { onStoredTokenExpired }).getState().status).toBe(
      "authenticated",
    );
    expect(onStoredTokenExpired).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a session (a late 401, or a refetch right after logout)", () => {
    const onSessionExpired = vi.fn();
    const store = createSessionStore(memoryStorage(), { onSessionExpired });
    store.expire();
    expect(store.getState()).toMatchObject({ status: "anonymous", isLeaving: false });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe("state updates", () => {
  it("notifies subscribers on change only, and persists totals as text", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTotals({ totalElectricidad: 3, totalContractsGas: 0 });
    store.setTotals({ totalElectricidad: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().totals).toEqual({
      totalElectricidad: 3,
      totalGas: null,
      totalContractsElectricidad: null,
      totalContractsGas: 0,
    });
    expect(storage.getItem("totalContractsGas")).toBe("0");
    store.setHasUnicas(true);
    expect(storage.getItem("hasUnicasInvoices")).toBe("true");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads a stored session back, checking each value", () => {
    const store = createSessionStore(
      memoryStorage({
        accessToken: makeJwt(60),
        isAdministrador: "true",
        totalGas: "not a number",
        profile: "{broken",
        selectedProduct: JSON.stringify({ line: "ELECTRICIDAD", cups: "ES1", codAbonado: 42 }),
      }),
    );
    expect(store.getState()).toMatchObject({
      status: "authenticated",
      isAdministrador: true,
      profile: null,
      totals: { totalGas: null },
      selectedProduct: { line: "Electricidad", cups: "ES1", codAbonado: "42" },
    });
    expect(store.getServerSnapshot().status).toBe("anonymous");
  });

  it("explains how to give the store an API when login is called without one", async () => {
    await expect(createSessionStore(memoryStorage()).login(credentials)).rejects.toThrow(/createSessionStore\(storage, \{ api \}\)/);
  });
});

describe("logout with a reason", () => {
  it("clears the session, then keeps the reason for /login; login and clearLeaving forget it", async () => {
    const token = makeJwt(600);
    const storage = memoryStorage({ accessToken: token, "user-token": token, logoutReason: "noContracts" });
    const store = createSessionStore(storage);
    await store.logout({ reason: "noContracts" });
    expect(storage.snapshot()).toEqual({ logoutReason: "noContracts" });
    expect(store.getState()).toMatchObject({ status: "loggedOut", accessToken: null, logoutReason: "noContracts", isLeaving: false });
    expect(readSessionState(storage).logoutReason).toBe("noContracts");
    store.clearLeaving();
    expect(storage.snapshot()).toEqual({});
    expect(store.getState().logoutReason).toBeNull();
  });

  it("a plain logout removes a reason left from before", async () => {
    const storage = memoryStorage({ accessToken: makeJwt(600), logoutReason: "noContracts" });
    const store = createSessionStore(storage);
    await store.logout();
    expect(storage.snapshot()).toEqual({});
    expect(store.getState().logoutReason).toBeNull();
  });
});
