import { ApiError } from "../client/ApiError";
import { createSessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { failLogin, logIn, storeLoginAnswer } from "./sessionLogin";
import type { SessionApi } from "./sessionStore";
import { memoryStorage } from "./storage";

const credentials = { username: "ana", password: "Secreta1!", isAdministradorFinca: false };
const answer = { access_token: "a", refresh_token: "r", email: "ana@example.es", isAdministrador: "true", session_idle_minutes: 10 };

describe("storeLoginAnswer", () => {
  it("stores the answer, forgets what a previous session left and reads the role", () => {
    const storage = memoryStorage({ [SESSION_KEYS.totalGas]: "3", [SESSION_KEYS.isLeaving]: "true" });
    const cell = createSessionCell(storage);
    expect(storeLoginAnswer(cell, answer)).toBe(true);
    expect(cell.state()).toMatchObject({ accessToken: "a", isAdministrador: true, idleMinutes: 10, isLeaving: false });
    expect(storage.getItem(SESSION_KEYS.totalGas)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBe("10");
  });

  it("forgets an earlier server's minutes when this answer says none", () => {
    const storage = memoryStorage({ [SESSION_KEYS.sessionIdleMinutes]: "2" });
    storeLoginAnswer(createSessionCell(storage), { access_token: "a" });
    expect(storage.getItem(SESSION_KEYS.sessionIdleMinutes)).toBeNull();
  });
});

describe("failLogin and logIn", () => {
  it("names a failure by its HTTP status, and one without an answer 470", () => {
    const cell = createSessionCell(memoryStorage());
    expect(failLogin(cell, new ApiError({ kind: "http", status: 401, message: "x" }))).toMatchObject({ ok: false, failedCode: 401 });
    expect(failLogin(cell, undefined)).toMatchObject({ failedCode: 470 });
    expect(cell.state()).toMatchObject({ status: "error", failedCode: 470 });
  });

  it("logs in, then stores the profile", async () => {
    const profile = { username: "ana", email: "ana@example.es" };
    const api: SessionApi = { privateToken: async () => answer, me: async () => profile, logout: async () => undefined };
    const cell = createSessionCell(memoryStorage());
    await expect(logIn(cell, api, credentials)).resolves.toEqual({ ok: true, isAdministrador: true });
    expect(cell.state()).toMatchObject({ status: "authenticated", profile });
  });
});
