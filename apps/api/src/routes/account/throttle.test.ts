import { verify } from "@node-rs/argon2";
import { buildApp } from "../../app";
import { parseTrustProxy } from "../../auth/throttleConfig";
import { PASSWORD, type TestWorld, useSeededWorld } from "./account.testing";
import { accessToken, bearer, expectError, linkParam, outbox } from "./requests.testing";

/*
 * The login throttle and the e-mail limits as an attacker meets them: requests
 * from chosen client addresses (`remoteAddress`), argon2 evaluations counted by wrapping
 * @node-rs/argon2's verify. Each test uses addresses of its own, so the per-address limits
 * of one do not reach another.
 */

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...original, verify: vi.fn(original.verify) };
});
const verifyCalls = () => vi.mocked(verify).mock.calls.length;

let world: TestWorld;
useSeededWorld((created) => (world = created));

const login = (username: string, password: string, remoteAddress: string) =>
  world.app.inject({ method: "POST", url: "/ov/user/api/privateToken", remoteAddress, payload: { username, password } });

describe("login throttle", () => {
  it("30 parallel wrong passwords for one account reach argon2 at most 5 times; the right one then gets 429", async () => {
    const before = verifyCalls();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login("demo", "Wrong2026!", "10.1.0.1")));
    expect(verifyCalls() - before).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);

    const right = await login("demo", PASSWORD, "10.1.0.1");
    expectError(right, 429, 429);
    expect(right.json().mensaje).toBe("Has superado el número de intentos. Inténtalo de nuevo en 15 minutos.");
    expect(right.headers["retry-after"]).toBe("900");
  });

  it("after 6 failures from one address the customer still logs in from another", async () => {
    for (let i = 0; i < 6; i++) await login("demo2", "Wrong2026!", "10.1.1.1");
    expectError(await login("demo2", PASSWORD, "10.1.1.1"), 429, 429);
    expect((await login("demo2", PASSWORD, "10.1.1.2")).statusCode).toBe(200);
  });

  it("150 failures from one address across 50 usernames: the first 100 are checked, the rest refused", async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let user = 0; user < 50; user++) statuses.push((await login(`nobody${user}`, "Wrong2026!", "10.1.2.1")).statusCode);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    // The customer elsewhere is not affected.
    expect((await login("demo", PASSWORD, "10.1.2.2")).statusCode).toBe(200);
  }, 60_000);

  it("counts an IPv6 client by its /64: rotating the last 64 bits does not escape", async () => {
    for (let i = 0; i < 5; i++) expectError(await login("demo2", "Wrong2026!", `2001:db8:7:7::${i + 1}`), 400, 104);
    expectError(await login("demo2", PASSWORD, "2001:db8:7:7:abcd::9"), 429, 429);
    expect((await login("demo2", PASSWORD, "2001:db8:7:8::1")).statusCode).toBe(200);
  });

  it("answers a known and an unknown username within 35% of each other's median time", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (username: string, address: string) => {
      const start = performance.now();
      expectError(await login(username, "Wrong2026!", address), 400, 104);
      return performance.now() - start;
    };
    // Interleaved, each from its own address (so none is locked out), after a warm-up.
    for (let i = 0; i < 24; i++) {
      const k = await timed("demo", `10.1.3.${i}`);
      const u = await timed(`ghost${i}`, `10.1.4.${i}`);
      if (i >= 4) {
        known.push(k);
        unknown.push(u);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u) / Math.min(k, u)).toBeLessThan(0.35);
  }, 60_000);
});

describe("changePasswordBackend", () => {
  it("wrong current passwords count towards the account's login throttle from that address", async () => {
    const token = await accessToken(world.app, "demo");
    const change = (password: string) =>
      world.app.inject({
        method: "POST",
        url: "/ov/user/api/changePasswordBackend",
        remoteAddress: "10.1.5.1",
        headers: bearer(token),
        payload: { username: "demo", password, newPassword: "Nueva2026!" },
      });
    for (let i = 0; i < 3; i++) expectError(await change("Wrong2026!"), 400, 400);
    for (let i = 0; i < 2; i++) expectError(await login("demo", "Wrong2026!", "10.1.5.1"), 400, 104);
    const refused = await change(PASSWORD);
    expectError(refused, 429, 429);
    expect(refused.headers["retry-after"]).toBe("900");
    expectError(await login("demo", PASSWORD, "10.1.5.1"), 429, 429);
    expect((await login("demo", PASSWORD, "10.1.5.2")).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY: whose X-Forwarded-For names the client", () => {
  const attempt = (app: typeof world.app, remoteAddress: string, forwardedFor: string, password = "Wrong2026!") =>
    app.inject({
      method: "POST",
      url: "/ov/user/api/privateToken",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { username: "demo2", password },
    });
  const appTrusting = (value: string) =>
    buildApp({ deps: { db: world.db, config: { ...world.config, trustProxy: parseTrustProxy(value) }, now: () => world.clock.now } });

  it("reads TRUST_PROXY: off, a hop count or a list; never 'true'", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback, 10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
  });

  it("off by default: a client cannot pick its address with the header", async () => {
    for (let i = 0; i < 5; i++) expectError(await attempt(world.app, "10.4.0.1", `10.4.0.${100 + i}`), 400, 104);
    expectError(await attempt(world.app, "10.4.0.1", "10.4.0.200", PASSWORD), 429, 429);
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["1", "10.4.9.9"],
  ])("TRUST_PROXY=%s believes the proxy at %s", async (setting, proxy) => {
    const app = await appTrusting(setting);
    try {
      const client = setting === "1" ? "10.4.2.1" : "10.4.1.1";
      for (let i = 0; i < 5; i++) expectError(await attempt(app, proxy, client), 400, 104);
      expectError(await attempt(app, proxy, client, PASSWORD), 429, 429);
      // Another client behind the same proxy is not locked out.
      expect((await attempt(app, proxy, `${client}0`, PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("e-mail limits", () => {
  const recover = (email: string, remoteAddress: string) =>
    world.app.inject({
      method: "POST",
      url: "/ov/user/api/recovery/username?isAdministradorFinca=false",
      remoteAddress,
      payload: { email },
    });
  const mailsTo = async (to: string) => (await outbox(world.app)).filter((mail) => mail.to === to).length;

  it("20 username recoveries for one address queue 5 mails; every call gets the normal answer", async () => {
    const before = await mailsTo("demo@example.com");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => recover("demo@example.com", `10.2.0.${i}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await mailsTo("demo@example.com")) - before).toBe(5);
  });

  it("a limited call issues no link, so the last link mailed keeps working", async () => {
    const recoverAdmin = () =>
      world.app.inject({
        method: "POST",
        url: "/ov/user/api/recovery/username?isAdministradorFinca=true",
        remoteAddress: "10.2.3.1",
        payload: { email: "fincas@example.com" },
      });
    for (let i = 0; i < 5; i++) expect((await recoverAdmin()).statusCode).toBe(200);
    const [last] = (await outbox(world.app)).filter((mail) => mail.to === "fincas@example.com");
    for (let i = 0; i < 3; i++) expect((await recoverAdmin()).statusCode).toBe(200);
    expect((await outbox(world.app)).filter((mail) => mail.to === "fincas@example.com")[0]).toEqual(last);
    const token = linkParam(last!.links[0]!, "token");
    const check = await world.app.inject({ method: "GET", url: "/ov/user/api/validateEmailToken/", headers: { token } });
    expect(check.json()).toEqual({ mensaje: "Token válido." });
  });

  it("password resets over the limit answer 204 and send nothing", async () => {
    const reset = () =>
      world.app.inject({
        method: "POST",
        url: "/ov/user/api/resendPasswordVerification?isAdministradorFinca=false",
        remoteAddress: "10.2.1.1",
        payload: { username: "demo2", email: "demo2@example.com", telefono: "600000002" },
      });
    const before = await mailsTo("demo2@example.com");
    for (let i = 0; i < 8; i++) expect((await reset()).statusCode).toBe(204);
    expect((await mailsTo("demo2@example.com")) - before).toBe(5);
  });

  it("phone guesses for one account spread over many addresses meet the account's budget (30 calls per 15 minutes)", async () => {
    const reset = (username: string, telefono: string, remoteAddress: string) =>
      world.app.inject({
        method: "POST",
        url: "/ov/user/api/resendPasswordVerification?isAdministradorFinca=false",
        remoteAddress,
        payload: { username, email: `${username}@example.com`, telefono },
      });
    for (let i = 0; i < 30; i++) expect((await reset("demo", `6999990${String(i).padStart(2, "0")}`, `10.2.5.${i}`)).statusCode).toBe(400);
    const refused = await reset("Demo", "600000000", "10.2.5.200");
    expectError(refused, 429, 429);
    expect(refused.headers["retry-after"]).toBe("900");
    // Another account, from the same address, is not affected.
    expect((await reset("demo2", "699999999", "10.2.5.200")).statusCode).toBe(400);
  });

  it("refuses a caller past 30 e-mail calls in 15 minutes with 429 and Retry-After", async () => {
    for (let i = 0; i < 30; i++) expect((await recover(`nadie${i}@example.com`, "10.2.2.1")).statusCode).toBe(204);
    const refused = await recover("nadie@example.com", "10.2.2.1");
    expectError(refused, 429, 429);
    expect(refused.headers["retry-after"]).toBe("900");
    expect((await recover("nadie@example.com", "10.2.2.2")).statusCode).toBe(204);
  });
});
