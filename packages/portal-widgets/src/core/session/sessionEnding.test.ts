import { LAST_ACTIVITY_KEY } from "./activityKey";
import { createSessionCell } from "./sessionCell";
import { clearSession, expireSession, logOut } from "./sessionEnding";
import { SESSION_KEYS } from "./sessionKeys";
import { memoryStorage } from "./storage";

const stored = () =>
  memoryStorage({
    [SESSION_KEYS.accessToken]: "a",
    [SESSION_KEYS.refreshToken]: "r",
    [SESSION_KEYS.sessionIdleMinutes]: "2",
    [SESSION_KEYS.rememberedAdministradorFinca]: "true",
    [LAST_ACTIVITY_KEY]: "1",
  });

describe("clearSession", () => {
  it("removes the session's keys and the idle clock, keeps the checkbox and tells why it ended", () => {
    const storage = stored();
    const cell = createSessionCell(storage);
    const ended = vi.fn();
    cell.onEnd(ended);
    clearSession(cell, {}, "logout");
    expect(storage.snapshot()).toEqual({ [SESSION_KEYS.rememberedAdministradorFinca]: "true" });
    expect(cell.state()).toMatchObject({ status: "loggedOut", accessToken: null, idleMinutes: null });
    expect(ended).toHaveBeenCalledWith("logout");
  });
});

describe("logOut and expireSession", () => {
  it("logout revokes the refresh token, even when that call fails, and keeps a reason", async () => {
    const storage = stored();
    const logout = vi.fn(async () => Promise.reject(new Error("offline")));
    await logOut(createSessionCell(storage), { privateToken: vi.fn(), me: vi.fn(), logout }, "noContracts");
    expect(logout).toHaveBeenCalledWith("r");
    expect(storage.getItem(SESSION_KEYS.logoutReason)).toBe("noContracts");
  });

  it("expiry sets isLeaving and calls onSessionExpired, and does nothing without a session", () => {
    const onSessionExpired = vi.fn();
    const cell = createSessionCell(stored());
    expireSession(cell, { onSessionExpired }, false);
    expect(cell.state().isLeaving).toBe(true);
    expireSession(cell, { onSessionExpired }, false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
