import { ACTIVITY_KINDS } from "@oficina-virtual/api-contract";
import { recordActivity } from "../../auth/activity";
import { clearThrottleCounters, userByUsername } from "../../db/accounts/accounts.testing";
import { setUserPreferences } from "../../db/preferences/preferences";
import { PASSWORD, type TestWorld, useSeededWorld } from "./account.testing";
import { bearer, expectError, login, outbox } from "./requests.testing";
import { NO_OTHERS, OTHERS_CLOSED, SESSION_CLOSED } from "./sessionsActivity";

/* 'Sesiones y actividad': the caller's sessions, closing them at once, and the activity. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
beforeEach(() => clearThrottleCounters(world.db));

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signIn(username: string, userAgent: string, remoteAddress = "81.32.10.77", admin = false) {
  const response = await world.app.inject({
    method: "POST",
    url: "/ov/user/api/privateToken",
    headers: { "user-agent": userAgent },
    remoteAddress,
    payload: { username, password: PASSWORD, isAdministradorFinca: admin },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

const get = (url: string, token: string) => world.app.inject({ method: "GET", url: `/ov/user/api${url}`, headers: bearer(token) });
const me = (token: string) => get("/me", token);
type Listed = { sesiones: Array<{ id: string; actual: boolean; direccion: string | null; dispositivo: { navegador: string | null } }> };
const sessions = async (token: string) => ((await get("/sessions", token)).json() as Listed).sesiones;
const activity = async (token: string) =>
  ((await get("/activity", token)).json() as { actividad: Array<{ tipo: string; detalle: string | null }> }).actividad;

describe("the caller's sessions", () => {
  it("lists each login with its device and network, marks this one, and closes another at once", async () => {
    const laptop = await signIn("demo", FIREFOX, "81.32.10.77");
    const phone = await signIn("demo", IPHONE, "2a02:9130:abcd:12::5");
    const listed = await sessions(laptop);
    const mine = listed.find((session) => session.actual)!;
    const other = listed.find((session) => session.dispositivo.navegador === "Safari")!;
    expect(mine).toMatchObject({ direccion: "81.32.10.0/24", dispositivo: { navegador: "Firefox", sistema: "Linux", movil: false } });
    expect(other).toMatchObject({ direccion: "2a02:9130:abcd::/48", actual: false, dispositivo: { sistema: "iOS", movil: true } });
    expect(listed.filter((session) => session.actual)).toHaveLength(1);

    const closed = await world.app.inject({ method: "DELETE", url: `/ov/user/api/sessions/${other.id}`, headers: bearer(laptop) });
    expect(closed.json()).toEqual({ mensaje: SESSION_CLOSED, cerradas: 1 });
    // Its still valid access token is refused on its next request.
    expectError(await me(phone), 401, 401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).map((session) => session.id)).not.toContain(other.id);
    const [notice] = await outbox(world.app);
    expect(notice).toMatchObject({ to: "demo@example.com", subject: "Se han cerrado sesiones de tu cuenta" });
  });

  it("refuses someone else's session, an ended one and a malformed id", async () => {
    const demo2 = await signIn("demo2", FIREFOX);
    const theirs = (await sessions(demo2))[0]!.id;
    const demo = await signIn("demo", FIREFOX);
    const close = (id: string) => world.app.inject({ method: "DELETE", url: `/ov/user/api/sessions/${id}`, headers: bearer(demo) });
    const refused = await close(theirs);
    expectError(refused, 404, 404);
    expect((refused.json() as { mensaje: string }).mensaje).toMatch(/sesión/);
    expect((await me(demo2)).statusCode).toBe(200);
    expectError(await close("abc"), 400, 400);
    expectError(await close("999999999"), 404, 404);
  });

  it("'Cerrar las demás sesiones' ends every other session of the account and keeps this one", async () => {
    const a = await signIn("demo2", FIREFOX);
    const b = await signIn("demo2", IPHONE);
    const c = await signIn("demo2", IPHONE);
    const response = await world.app.inject({ method: "POST", url: "/ov/user/api/sessions/close-others", headers: bearer(a) });
    expect(response.json()).toMatchObject({ mensaje: OTHERS_CLOSED });
    expectError(await me(b), 401, 401);
    expectError(await me(c), 401, 401);
    expect(await sessions(a)).toHaveLength(1);
    const again = await world.app.inject({ method: "POST", url: "/ov/user/api/sessions/close-others", headers: bearer(a) });
    expect(again.json()).toEqual({ mensaje: NO_OTHERS, cerradas: 0 });
    expect((await activity(a)).filter((entry) => entry.tipo === "session-closed")).not.toHaveLength(0);
  });

  it("sends the notice in the account's language", async () => {
    const user = await userByUsername(world.db, "demo");
    await setUserPreferences(world.db, user!.id, { language: "eu" });
    try {
      const laptop = await signIn("demo", FIREFOX);
      await signIn("demo", IPHONE);
      await world.app.inject({ method: "POST", url: "/ov/user/api/sessions/close-others", headers: bearer(laptop) });
      const notice = (await outbox(world.app)).find((mail) => mail.to === "demo@example.com");
      expect(notice).toMatchObject({ subject: "Zure kontuko saioak itxi dira" });
      expect(notice?.text).toContain("'Nire kontua' › 'Saioak eta jarduera'");
    } finally {
      await setUserPreferences(world.db, user!.id, { language: "es" });
    }
  });

  it("administrators see and close their own sessions too", async () => {
    const token = await signIn("fincas@example.com", FIREFOX, "10.0.0.1", true);
    expect((await sessions(token)).some((session) => session.actual)).toBe(true);
    expect((await activity(token))[0]).toMatchObject({ tipo: "login" });
  });
});

describe("the account's activity", () => {
  it("lists logins and failed logins, newest first; an unknown username records nothing", async () => {
    expect((await login(world.app, "nobody-here", "Wrong-pass-1")).statusCode).not.toBe(200);
    expect((await login(world.app, "demo", "Wrong-pass-1")).statusCode).not.toBe(200);
    const token = await signIn("demo", FIREFOX);
    const [latest, before] = await activity(token);
    expect(latest).toMatchObject({ tipo: "login", direccion: "81.32.10.0/24", dispositivo: { navegador: "Firefox" } });
    expect(before).toMatchObject({ tipo: "login-failed" });
  });

  it("keeps 12 months: an older row is purged by the next record and never listed", async () => {
    const user = await userByUsername(world.db, "demo2");
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 86_400_000);
    await recordActivity(world.db, { userId: user!.id, kind: "preferences", now: old, detail: "old" });
    const token = await signIn("demo2", FIREFOX);
    expect((await activity(token)).some((entry) => entry.detalle === "old")).toBe(false);
  });

  it("accepts every kind of the contract", async () => {
    const user = await userByUsername(world.db, "demo");
    for (const kind of ACTIVITY_KINDS) await recordActivity(world.db, { userId: user!.id, kind, now: new Date() });
    const token = await signIn("demo", FIREFOX);
    const kinds = new Set((await activity(token)).map((entry) => entry.tipo));
    for (const kind of ACTIVITY_KINDS) expect(kinds.has(kind)).toBe(true);
  });
});
