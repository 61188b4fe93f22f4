import { clearThrottleCounters } from "../../db/accounts/accounts.testing";
import { PUBLIC_URL, type TestWorld, useSeededWorld } from "./account.testing";
import { EMAIL_IN_USE, UNDO_TTL_MS } from "./contactEmail";
import { accessToken, bearer, linkParam, login, outbox } from "./requests.testing";

/* 'Datos de contacto', the e-mail: confirmed from the new address, undone from the old one. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
beforeEach(() => clearThrottleCounters(world.db));

const DAY = 24 * 60 * 60_000;
const change = (token: string, email: string) =>
  world.app.inject({ method: "POST", url: "/ov/user/api/contact/email", headers: bearer(token), payload: { email } });
const byLink = (step: "confirm" | "undo", token: string) =>
  world.app.inject({ method: "POST", url: `/ov/user/api/contact/email/${step}`, payload: { token } });
const details = async (token: string) =>
  (await world.app.inject({ method: "GET", url: "/ov/user/api/contact", headers: bearer(token) })).json() as Record<string, unknown>;

async function latestLink(to: string): Promise<string> {
  const mail = (await outbox(world.app)).find((entry) => entry.to === to);
  return linkParam(mail?.links[0] ?? `${PUBLIC_URL}/`, "token");
}

async function confirmedChange(username: string, from: string, to: string, admin = false): Promise<string> {
  const session = await accessToken(world.app, username, undefined, admin);
  expect((await change(session, to)).statusCode).toBe(202);
  expect((await byLink("confirm", await latestLink(to))).statusCode).toBe(200);
  return latestLink(from);
}

describe("changing the e-mail address", () => {
  it("keeps the old address until the new one confirms; then tells the old one how to undo it", async () => {
    const session = await accessToken(world.app, "demo2");
    const response = await change(session, "Nuevo.Demo2@Example.com");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ code: 202, destino: "n***@example.com" });
    expect(await details(session)).toMatchObject({ email: "demo2@example.com", emailPendiente: "nuevo.demo2@example.com" });
    const [mail] = await outbox(world.app);
    expect(mail).toMatchObject({ to: "nuevo.demo2@example.com", subject: "Confirma tu nueva dirección de correo electrónico" });
    expect(mail!.links[0]).toMatch(`${PUBLIC_URL}/user-confirm-email-change?token=`);
    expect(mail!.text).toContain("Atención al Cliente");
    const token = linkParam(mail!.links[0]!, "token");
    expect((await byLink("confirm", token)).statusCode).toBe(200);
    expect(await details(session)).toMatchObject({ email: "nuevo.demo2@example.com", emailPendiente: null });
    const [notice] = await outbox(world.app);
    expect(notice).toMatchObject({ to: "demo2@example.com", subject: "Has cambiado la dirección de correo electrónico de tu cuenta" });
    expect(notice!.text).toContain("nuevo.demo2@example.com");
    expect(notice!.text).toContain("7 días");
    expect(notice!.links[0]).toMatch(`${PUBLIC_URL}/user-undo-email-change?token=`);
    // Single use.
    expect((await byLink("confirm", token)).statusCode).toBe(410);
  });

  it("undo within 7 days restores the old address, once; another user's sessions stay (administrators too)", async () => {
    const undo = await confirmedChange("fincas@example.com", "fincas@example.com", "otra.fincas@example.com", true);
    const session = await accessToken(world.app, "demo");
    world.clock.now = new Date(world.clock.now.getTime() + 7 * DAY - 60_000);
    expect((await byLink("undo", undo)).statusCode).toBe(200);
    expect((await byLink("undo", undo)).statusCode).toBe(410);
    const demoSession = await world.app.inject({ method: "GET", url: "/ov/user/api/contact", headers: bearer(session) });
    expect(demoSession.statusCode).toBe(200);
    world.clock.now = new Date();
    expect((await login(world.app, "fincas@example.com", undefined, true)).statusCode).toBe(200);
  });

  it("ends the sessions of the account whose change is undone", async () => {
    const session = await accessToken(world.app, "demo");
    const undo = await confirmedChange("demo", "demo@example.com", "demo.nuevo@example.com");
    expect((await byLink("undo", undo)).statusCode).toBe(200);
    world.clock.now = new Date(world.clock.now.getTime() + 2000);
    expect((await world.app.inject({ method: "GET", url: "/ov/user/api/contact", headers: bearer(session) })).statusCode).toBe(401);
    const fresh = await accessToken(world.app, "demo");
    expect(await details(fresh)).toMatchObject({ email: "demo@example.com" });
  });

  it("does not undo after 7 days", async () => {
    const undo = await confirmedChange("demo2", "nuevo.demo2@example.com", "tercera.demo2@example.com");
    world.clock.now = new Date(world.clock.now.getTime() + UNDO_TTL_MS + 1000);
    expect((await byLink("undo", undo)).statusCode).toBe(410);
    expect(await details(await accessToken(world.app, "demo2"))).toMatchObject({ email: "tercera.demo2@example.com" });
  });

  it("refuses an address another account uses, without saying whose", async () => {
    const session = await accessToken(world.app, "demo");
    const response = await change(session, "FINCAS@example.com");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ mensaje: EMAIL_IN_USE });
    expect(EMAIL_IN_USE).not.toMatch(/fincas|administrador|usuario/i);
  });

  it("refuses bad input and bad links in Spanish, never with a 500", async () => {
    const session = await accessToken(world.app, "demo");
    const bad = await change(session, "no-es-un-correo");
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { mensaje: string }).mensaje).toContain("dirección de correo electrónico válida");
    expect((await change(session, "demo@example.com")).statusCode).toBe(400);
    for (const token of ["x", "a".repeat(64)]) {
      const response = await byLink("confirm", token);
      expect(response.statusCode).toBe(410);
      expect((response.json() as { mensaje: string }).mensaje).toMatch(/enlace no es válido/);
    }
    // An undo token does not confirm, and a confirmation token does not undo.
    const undo = await confirmedChange("demo", "demo@example.com", "demo.otra@example.com");
    expect((await byLink("confirm", undo)).statusCode).toBe(410);
  });

  it("a newer request retires the older link; an expired link does nothing", async () => {
    const session = await accessToken(world.app, "demo2");
    await change(session, "uno.demo2@example.com");
    const first = await latestLink("uno.demo2@example.com");
    await change(session, "dos.demo2@example.com");
    expect((await byLink("confirm", first)).statusCode).toBe(410);
    const second = await latestLink("dos.demo2@example.com");
    world.clock.now = new Date(world.clock.now.getTime() + DAY + 1000);
    expect((await byLink("confirm", second)).statusCode).toBe(410);
  });
});
