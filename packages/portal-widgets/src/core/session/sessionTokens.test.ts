import { createSessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { persistTokens } from "./sessionTokens";
import { memoryStorage } from "./storage";

describe("persistTokens", () => {
  it("stores both names of the access token, the refresh token and the server's minutes", () => {
    const storage = memoryStorage();
    const patch = persistTokens(createSessionCell(storage), { accessToken: "a", refreshToken: "r", idleMinutes: 2 });
    expect(patch).toEqual({ accessToken: "a", refreshToken: "r", idleMinutes: 2 });
    expect(storage.snapshot()).toEqual({ accessToken: "a", "user-token": "a", refreshToken: "r", sessionIdleMinutes: "2" });
  });

  it("keeps the minutes when the answer does not name them, and drops minutes outside the contract", () => {
    const storage = memoryStorage({ [SESSION_KEYS.sessionIdleMinutes]: "5" });
    const cell = createSessionCell(storage);
    expect(persistTokens(cell, { accessToken: "a", refreshToken: null })).toEqual({ accessToken: "a", refreshToken: null });
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBe("5");
    expect(persistTokens(cell, { accessToken: "a", refreshToken: null, idleMinutes: 0 }).idleMinutes).toBeNull();
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBeNull();
  });
});
