import { SIGNUP_CODE_TTL_MS } from "../../auth/signupCodes";
import { clearThrottleCounters } from "../../db/accounts/accounts.testing";
import { type TestWorld, useSeededWorld } from "./account.testing";
import { PHONE_CHANGED, WRONG_PHONE_CODE } from "./contactPhone";
import { accessToken, bearer, codeIn, outbox } from "./requests.testing";

/* 'Datos de contacto', the phone: a one-time code by SMS to the new number. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
beforeEach(() => clearThrottleCounters(world.db));

const post = (url: string, token: string, payload: object) =>
  world.app.inject({ method: "POST", url: `/ov/user/api/contact${url}`, headers: bearer(token), payload });
const details = async (token: string) =>
  (await world.app.inject({ method: "GET", url: "/ov/user/api/contact", headers: bearer(token) })).json() as Record<string, unknown>;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function requestCode(token: string, telefono: string): Promise<string> {
  const response = await post("/phone", token, { telefono });
  expect(response.statusCode).toBe(202);
  const [sms] = await outbox(world.app);
  expect(sms).toMatchObject({ channel: "sms" });
  return codeIn(sms!.text);
}

describe("changing the mobile phone", () => {
  it("sends a code by SMS to the new number; the code confirms it and the account's e-mail is told", async () => {
    const token = await accessToken(world.app, "demo");
    expect(await details(token)).toMatchObject({ email: "demo@example.com", telefono: "*** *** 000", emailPendiente: null });
    const response = await post("/phone", token, { telefono: "+34 612 345 678" });
    expect(response.json()).toMatchObject({ code: 202, destino: "*** *** 678" });
    const [sms] = await outbox(world.app);
    expect(sms).toMatchObject({ to: "612345678", channel: "sms" });
    const code = codeIn(sms!.text);
    const confirmed = await post("/phone/confirm", token, { telefono: "612345678", codigo: code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ mensaje: PHONE_CHANGED });
    expect(await details(token)).toMatchObject({ telefono: "*** *** 678" });
    const [notice] = await outbox(world.app);
    expect(notice).toMatchObject({ to: "demo@example.com", channel: "email", subject: "Has cambiado el teléfono móvil de tu cuenta" });
    expect(notice!.text).toContain("*** *** 678");
    expect(notice!.text).toContain("Atención al Cliente");
    // Single use.
    expect((await post("/phone/confirm", token, { telefono: "612345678", codigo: code })).statusCode).toBe(422);
  });

  it("refuses numbers that are not Spanish mobiles, in Spanish", async () => {
    const token = await accessToken(world.app, "demo2");
    for (const telefono of ["912345678", "61234567", "+44 7123 456789", "6123456789", ""]) {
      const response = await post("/phone", token, { telefono });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { mensaje: string }).mensaje).toContain("móvil español");
    }
  });

  it("refuses a wrong, expired or exhausted code with 422, and a code for another number or user", async () => {
    const token = await accessToken(world.app, "demo2");
    const code = await requestCode(token, "700000001");
    const wrong = await post("/phone/confirm", token, { telefono: "700000001", codigo: wrongOf(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ mensaje: WRONG_PHONE_CODE });
    expect((await post("/phone/confirm", token, { telefono: "700000002", codigo: code })).statusCode).toBe(422);
    const other = await accessToken(world.app, "demo");
    expect((await post("/phone/confirm", other, { telefono: "700000001", codigo: code })).statusCode).toBe(422);
    world.clock.now = new Date(world.clock.now.getTime() + SIGNUP_CODE_TTL_MS + 1000);
    expect((await post("/phone/confirm", token, { telefono: "700000001", codigo: code })).statusCode).toBe(422);
  });

  it("allows 5 tries of one code", async () => {
    const token = await accessToken(world.app, "demo2");
    const code = await requestCode(token, "700000003");
    for (let i = 0; i < 5; i++) await post("/phone/confirm", token, { telefono: "700000003", codigo: wrongOf(code) });
    expect((await post("/phone/confirm", token, { telefono: "700000003", codigo: code })).statusCode).toBe(422);
    expect(await details(token)).toMatchObject({ telefono: "*** *** 002" });
  });

  it("needs a session", async () => {
    const response = await world.app.inject({ method: "POST", url: "/ov/user/api/contact/phone", payload: { telefono: "612345678" } });
    expect(response.statusCode).toBe(401);
  });

  it("counts under the contact write quota", async () => {
    const token = await accessToken(world.app, "demo2");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post("/phone", token, { telefono: "700000004" })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
