import { writeQuotaMessage } from "@oficina-virtual/api-contract";
import { DEFAULT_WRITE_QUOTAS } from "../../auth/writeQuota";
import { countDebugLogs } from "../../db/debugLogs.testing";
import { countIssues } from "../../db/issues.testing";
import { countMeterReadings } from "../../db/measures/measures.testing";
import { call, cupsOf, type Fixture, openFixture } from "./customer.testing";

/* The write quotas as a flood meets them: one user sends 100 support requests, 100 meter
 * readings and 500 debug logs; the calls past the user's hourly quota answer 429 with
 * Retry-After and the quota's text, and write nothing. */

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const post = (token: string, url: string, payload: object, remoteAddress = "10.40.0.1") =>
  call(f.app, token, { method: "POST", url, payload, remoteAddress });

async function flood(times: number, send: (i: number) => ReturnType<typeof post>) {
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof post>> | undefined;
  for (let i = 0; i < times; i++) {
    const response = await send(i);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) refused ??= response;
  }
  return { statuses, refused: refused! };
}

function expectQuotaAnswer(refused: Awaited<ReturnType<typeof post>>) {
  expect(refused.json()).toEqual({ code: 429, mensaje: writeQuotaMessage(60) });
  expect(refused.headers["retry-after"]).toBe("3600");
}

const counters = { issues: countIssues, meterReadings: countMeterReadings, debugLogs: countDebugLogs };
const rowsOf = (table: keyof typeof counters, userId: number) => counters[table](f.db, userId);

describe("write quotas per user", () => {
  it("100 support requests from one user: the ones past the hour's quota answer 429 and create nothing", async () => {
    const { statuses, refused } = await flood(100, (i) =>
      post(f.tokens.ana, "/ov/issues/api/add", {
        title: `Solicitud ${i}`,
        description: "Texto de la solicitud.",
        category: "1",
        subcategory: "Duplicado de factura",
        line: "Electricidad",
        cups: cupsOf("100001"),
        contractCode: "100001",
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_WRITE_QUOTAS.issues);
    expect(statuses.slice(DEFAULT_WRITE_QUOTAS.issues).every((status) => status === 429)).toBe(true);
    expectQuotaAnswer(refused);
    expect(await rowsOf("issues", f.callers.ana.userId)).toBe(DEFAULT_WRITE_QUOTAS.issues);
    // Another user from the same address still writes.
    const bob = await post(f.tokens.bob, "/ov/issues/api/add", {
      title: "Otra",
      description: "Otra solicitud.",
      category: "1",
      subcategory: "Duplicado de factura",
      line: "Electricidad",
      cups: cupsOf("300001"),
      contractCode: "300001",
    });
    expect(bob.statusCode).toBe(201);
  }, 120_000);

  it("100 meter readings from one user: the ones past the quota answer 429 and store nothing", async () => {
    const { statuses, refused } = await flood(100, (i) =>
      post(f.tokens.ana, "/ov/readings/api/add", {
        codAbonado: "100001",
        line: "Electricidad",
        Punta: String(i + 1),
        Llano: "1",
        Valle: "1",
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_WRITE_QUOTAS.readings);
    expect(statuses.slice(DEFAULT_WRITE_QUOTAS.readings).every((status) => status === 429)).toBe(true);
    expectQuotaAnswer(refused);
    expect(await rowsOf("meterReadings", f.callers.ana.userId)).toBe(DEFAULT_WRITE_QUOTAS.readings);
  }, 120_000);

  it("500 debug logs of 2,000 characters from one user: the ones past the quota answer 429 and store nothing", async () => {
    const detail = "x".repeat(2000);
    const { statuses, refused } = await flood(500, (i) => post(f.tokens.ana, "/ov/cups/api/createdebuglog", { event: `e${i}`, detail }));
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_WRITE_QUOTAS.debugLogs);
    expect(statuses.slice(DEFAULT_WRITE_QUOTAS.debugLogs).every((status) => status === 429)).toBe(true);
    expectQuotaAnswer(refused);
    expect(await rowsOf("debugLogs", f.callers.ana.userId)).toBe(DEFAULT_WRITE_QUOTAS.debugLogs);
  }, 180_000);
});
