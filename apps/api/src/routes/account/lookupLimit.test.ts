import { clearThrottleCounters } from "../../db/accounts/accounts.testing";
import { type TestWorld, useSeededWorld } from "./account.testing";
import { requestSignupCode } from "./requests.testing";

/* The signup lookups' limits (auth/lookupLimit.ts) through the routes. */

let world: TestWorld;
useSeededWorld((created) => (world = created));
beforeEach(() => clearThrottleCounters(world.db));

const lookup = (query: string, remoteAddress = "203.0.113.7") =>
  world.app.inject({ method: "GET", url: `/ov/user/api/userCups?${query}`, remoteAddress });

/** 50 distinct wrong phone numbers of demo's holder. */
const wrongPhones = Array.from({ length: 50 }, (_, i) => `6${String(10_000_000 + i).padStart(8, "0")}`);

describe("the signup lookups' limits", () => {
  it("50 wrong phones for one NIF from one address: 429 with Retry-After once the NIF's failures are spent", async () => {
    const statuses: number[] = [];
    for (const phone of wrongPhones) {
      const response = await lookup(`nif=12345678Z&telefono=${phone}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
  });

  it("one address is held to 30 lookups per 15 minutes, whatever the NIF", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await lookup(`nif=${String(i).padStart(8, "0")}X&telefono=600000000`, "198.51.100.4")).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses.slice(30)).toEqual(Array(20).fill(429));
  });

  it("from 50 addresses, the NIF's failure counter stops the guessing; even the right phone is refused then", async () => {
    const statuses: number[] = [];
    for (const [i, phone] of wrongPhones.entries())
      statuses.push((await lookup(`nif=12345678Z&telefono=${phone}`, `192.0.2.${i + 1}`)).statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect((await lookup("nif=12345678Z&telefono=600000000", "192.0.2.200")).statusCode).toBe(429);
    const code = await world.app.inject({
      method: "POST",
      url: "/ov/user/api/signupCode",
      payload: { nif: "12345678Z", telefono: "600000000" },
      remoteAddress: "192.0.2.201",
    });
    expect(code.statusCode).toBe(429);
  });

  it("the holder's right lookups cost no failures: 20 from many addresses all pass the limit", async () => {
    await requestSignupCode(world.app, { nif: "87654321X", telefono: "600000002" });
    for (let i = 0; i < 20; i++) expect((await lookup("nif=87654321X&telefono=600000002", `192.0.2.${100 + i}`)).statusCode).toBe(461);
  });
});
