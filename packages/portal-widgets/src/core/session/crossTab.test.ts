import { makeJwt } from "../client/client.testing";
import { watchOtherTabs } from "./crossTab";
import { createSessionStore } from "./sessionStore";
import { browserStorage, memoryStorage } from "./storage";

// Two tabs share localStorage; jsdom has one window, so "the other tab" writes storage
// directly and the event it would cause here is dispatched by hand, as browsers do.
function otherTab(writes: Array<[string, string | null]>) {
  for (const [key, value] of writes) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  for (const [key, newValue] of writes) {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
  }
}

const ana = makeJwt(600, { sub: "1", role: "customer" });
const luis = makeJwt(600, { sub: "2", role: "customer" });

function signedIn(token = ana) {
  localStorage.setItem("accessToken", token);
  localStorage.setItem("user-token", token);
  localStorage.setItem("refreshToken", "r1");
  localStorage.setItem("email", "ana@example.es");
  localStorage.setItem("totalGas", "3");
  const storage = browserStorage();
  const session = createSessionStore(storage);
  const handlers = { onLoggedOut: vi.fn(), onExpired: vi.fn(), onUserChanged: vi.fn() };
  const ended = vi.fn();
  session.onSessionEnd(ended);
  const stop = watchOtherTabs(session, storage, handlers);
  return { session, handlers, ended, stop };
}

const logoutWrites: Array<[string, string | null]> = ["accessToken", "user-token", "refreshToken", "email", "totalGas"].map((k) => [
  k,
  null,
]);

describe("watchOtherTabs", () => {
  it("a logout in another tab ends this tab's session as a logout (no expiry text)", () => {
    const { session, handlers, ended, stop } = signedIn();
    otherTab(logoutWrites);
    expect(session.getState()).toMatchObject({ status: "loggedOut", accessToken: null, email: null, isLeaving: false });
    expect(session.getState().totals.totalGas).toBeNull();
    expect(ended).toHaveBeenCalledExactlyOnceWith("logout");
    expect(handlers.onLoggedOut).toHaveBeenCalledTimes(1);
    expect(handlers.onExpired).not.toHaveBeenCalled();
    stop();
  });

  it("an expiry in another tab (isLeaving written first) takes the expiry path here", () => {
    const { session, handlers, ended, stop } = signedIn();
    otherTab([["isLeaving", "true"], ...logoutWrites, ["isLeaving", null]]);
    expect(session.getState()).toMatchObject({ status: "loggedOut", accessToken: null, isLeaving: true });
    expect(ended).toHaveBeenCalledExactlyOnceWith("expired");
    expect(handlers.onExpired).toHaveBeenCalledTimes(1);
    expect(handlers.onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it("another user's login replaces this tab's session and sends it to their home", () => {
    const { session, handlers, ended, stop } = signedIn();
    otherTab([
      ["accessToken", luis],
      ["email", "luis@example.es"],
      ["isAdministrador", "true"],
    ]);
    expect(session.getState()).toMatchObject({
      status: "authenticated",
      accessToken: luis,
      email: "luis@example.es",
      isAdministrador: true,
    });
    expect(ended).toHaveBeenCalledExactlyOnceWith("logout");
    expect(handlers.onUserChanged).toHaveBeenCalledExactlyOnceWith(true);
    stop();
  });

  it("the same user's new token (a login or a renewal elsewhere) is taken quietly", () => {
    const { session, handlers, ended, stop } = signedIn();
    const renewed = makeJwt(900, { sub: "1", role: "customer" });
    otherTab([["accessToken", renewed]]);
    expect(session.getState().accessToken).toBe(renewed);
    expect(ended).not.toHaveBeenCalled();
    expect(handlers.onUserChanged).not.toHaveBeenCalled();
    stop();
  });

  it("a tab signed out here follows a login elsewhere, and ignores keys that are not the session's", () => {
    const storage = browserStorage();
    const session = createSessionStore(storage);
    const listener = vi.fn();
    session.subscribe(listener);
    const stop = watchOtherTabs(session, storage);
    otherTab([["ov:other", "x"]]);
    expect(listener).not.toHaveBeenCalled();
    otherTab([["accessToken", ana]]);
    expect(session.getState()).toMatchObject({ status: "authenticated", accessToken: ana });
    stop();
    otherTab(logoutWrites);
    expect(session.getState().accessToken).toBe(ana);
  });

  it("does nothing for storage other tabs cannot reach (no watch)", () => {
    const storage = memoryStorage({ accessToken: ana });
    const session = createSessionStore(storage);
    const stop = watchOtherTabs(session, storage);
    otherTab(logoutWrites);
    expect(session.getState().accessToken).toBe(ana);
    stop();
  });
});

// The provider starts the watch after its chunk arrives (PortalProvider): `catchUp` takes what
// another tab wrote before then, and changes nothing when storage still holds this session.
describe("watchOtherTabs with catchUp", () => {
  afterEach(() => localStorage.clear());

  it("takes a logout another tab made before the watch began", () => {
    localStorage.setItem("accessToken", ana);
    localStorage.setItem("refreshToken", "r1");
    const storage = browserStorage();
    const session = createSessionStore(storage);
    localStorage.removeItem("accessToken");
    localStorage.removeItem("refreshToken");
    const handlers = { onLoggedOut: vi.fn(), onExpired: vi.fn(), onUserChanged: vi.fn() };
    const stop = watchOtherTabs(session, storage, handlers, { catchUp: true });
    expect(session.getState()).toMatchObject({ status: "loggedOut", accessToken: null });
    expect(handlers.onLoggedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it("takes another user's login made before the watch began", () => {
    localStorage.setItem("accessToken", ana);
    const storage = browserStorage();
    const session = createSessionStore(storage);
    localStorage.setItem("accessToken", luis);
    const handlers = { onLoggedOut: vi.fn(), onExpired: vi.fn(), onUserChanged: vi.fn() };
    const stop = watchOtherTabs(session, storage, handlers, { catchUp: true });
    expect(session.getState().accessToken).toBe(luis);
    expect(handlers.onUserChanged).toHaveBeenCalledExactlyOnceWith(false);
    stop();
  });

  it("leaves an unchanged session alone (no change, nobody notified)", () => {
    localStorage.setItem("accessToken", ana);
    localStorage.setItem("email", "ana@example.es");
    const storage = browserStorage();
    const session = createSessionStore(storage);
    const listener = vi.fn();
    session.subscribe(listener);
    const stop = watchOtherTabs(session, storage, {}, { catchUp: true });
    expect(listener).not.toHaveBeenCalled();
    expect(session.getState().accessToken).toBe(ana);
    stop();
  });
});
