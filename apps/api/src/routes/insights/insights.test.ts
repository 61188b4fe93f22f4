import { costThisMonthSchema, invoiceBreakdownSchema, invoiceComparisonSchema } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { clearThrottleCounters, userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/database.testing";
import { setCostAlertThresholdOf } from "../../db/insights/insights.testing";
import { contractPlans } from "../../db/insights/queries";
import {
  energyInvoiceOfCode,
  firstEnergyInvoiceOfCode,
  invoicesOfCategory,
  invoicesWithContracts,
} from "../../db/invoices/invoices.testing";
import { hourlyReadingsBetween } from "../../db/measures/measures.testing";
import { outboxMails } from "../../db/outbox.testing";
import { setUserPreferences } from "../../db/preferences/preferences";
import { explainInvoice } from "../../insights/explain";
import { madridMidnight, sumByPeriod } from "../../insights/periods";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { call } from "../customer/customer.testing";

/* The insight routes on the demo seed: 75 days of readings before 15 March 2026, so January
 * and February 2026 are billed from the readings and March is the period in progress. */

const TODAY = new Date("2026-03-15T10:00:00Z");
let handle: DatabaseHandle;
let app: FastifyInstance;
const tokens: Record<"demo" | "demo2" | "fincas", string> = { demo: "", demo2: "", fincas: "" };

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 75 });
  const config = loadConfig({ OV_DEMO: "1" });
  app = await buildApp({ deps: { db: handle.db, config, now: () => TODAY } });
  for (const [key, username] of [
    ["demo", DEMO_CUSTOMER.username],
    ["demo2", DEMO2_CUSTOMER.username],
    ["fincas", DEMO_ADMIN.username],
  ] as const) {
    const user = await userByUsername(handle.db, username);
    const caller: Caller = { userId: user!.id, role: user!.role, username: user!.username, email: user!.email, taxId: user!.taxId };
    tokens[key] = await signTestToken(handle.db, caller, config.jwtSecret, 15);
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = (token: string, url: string) => call(app, token, { method: "GET", url });
const sum = (values: { amountCents: number }[]) => values.reduce((s, v) => s + v.amountCents, 0);

async function invoiceOf(codAbonado: string, readingFrom: string) {
  return (await energyInvoiceOfCode(handle.db, codAbonado, readingFrom))!;
}

describe("the seeded invoices", () => {
  it("every invoice's priced lines add up to its stored total to the cent", async () => {
    const rows = await invoicesWithContracts(handle.db);
    expect(rows.length).toBeGreaterThan(1500);
    const plans = new Map<number, Awaited<ReturnType<typeof contractPlans>>>();
    for (const { invoice, contract } of rows) {
      if (!plans.has(contract.id)) plans.set(contract.id, await contractPlans(handle.db, contract.id));
      const priced = explainInvoice(invoice, contract, plans.get(contract.id)!);
      expect(priced, `${invoice.serie} ${invoice.numero}`).not.toBeNull();
      expect(sum(priced!.lines)).toBe(Math.round(Number(invoice.totalAmount) * 100));
    }
  });

  it("bills January 2026 from the hourly readings, per period of the shared calendar", async () => {
    const invoice = await invoiceOf("100001", "2026-01-01");
    const readings = await hourlyReadingsBetween(
      handle.db,
      invoice.contractId,
      new Date(madridMidnight("2026-01-01")),
      new Date(madridMidnight("2026-02-01")),
    );
    expect(readings).toHaveLength(31 * 24);
    const totals = sumByPeriod(
      "2.0TD",
      readings.map((r) => ({ ...r, at: r.at.getTime() })),
    );
    expect([invoice.p1, invoice.p2, invoice.p3].map(Number)).toEqual(totals.kwhByPeriod.slice(0, 3));
    expect(Number(invoice.surplus)).toBeCloseTo(totals.surplusKwh, 3);
  });
});

describe("GET /ov/insights/invoices/breakdown", () => {
  it("explains a 2.0TD self-consumption invoice: energy, power, compensation, social bonus financing, taxes, rental, IVA", async () => {
    const invoice = await invoiceOf("100001", "2026-02-01");
    const response = await get(
      tokens.demo,
      `/ov/insights/invoices/breakdown?serieFactura=${invoice.serie}&numeroFactura=${invoice.numero}`,
    );
    expect(response.statusCode).toBe(200);
    const body = invoiceBreakdownSchema.parse(response.json());
    expect(body.totalCents).toBe(Math.round(Number(invoice.total) * 100));
    expect(sum(body.lines)).toBe(body.totalCents);
    expect(body.daysBilled).toBe(28);
    expect(body.lines.map((l) => `${l.kind}${l.period ?? ""}`)).toEqual([
      "energyP1",
      "energyP2",
      "energyP3",
      "powerP1",
      "powerP2",
      "compensation",
      "bonoSocial",
      "electricityTax",
      "meterRental",
      "iva",
    ]);
    // 28 days at the 2026 figure, inside the electricity tax's base.
    const financing = body.lines.find((l) => l.kind === "bonoSocial")!;
    expect(financing).toMatchObject({ days: 28, price: 0.019121, priceUnit: "€/día", amountCents: 54 });
    const beforeTax = body.lines.slice(
      0,
      body.lines.findIndex((l) => l.kind === "electricityTax"),
    );
    expect(body.lines.find((l) => l.kind === "electricityTax")?.baseCents).toBe(sum(beforeTax));
  });

  it("explains a gas invoice and a miscellaneous one", async () => {
    const gas = await invoiceOf("100013", "2026-02-01");
    const body = (await get(tokens.demo, `/ov/insights/invoices/breakdown?serieFactura=${gas.serie}&numeroFactura=${gas.numero}`)).json();
    expect(body.lines.map((l: { kind: string }) => l.kind)).toEqual(["gasFixed", "gasVariable", "hydrocarbonsTax", "meterRental", "iva"]);
    const [misc] = await invoicesOfCategory(handle.db, "VA");
    const va = (await get(tokens.demo, `/ov/insights/invoices/breakdown?serieFactura=${misc!.serie}&numeroFactura=${misc!.numero}`)).json();
    expect(va.lines.map((l: { kind: string }) => l.kind)).toEqual(["other", "iva"]);
    expect(va.totalCents).toBe(4598);
  });

  it("is scoped to the caller: someone else's invoice is 404, an administrator sees a linked one; bad input is 400", async () => {
    const invoice = await invoiceOf("100001", "2026-02-01");
    const url = `/ov/insights/invoices/breakdown?serieFactura=${invoice.serie}&numeroFactura=${invoice.numero}`;
    expect((await get(tokens.demo2, url)).statusCode).toBe(404);
    expect((await get(tokens.demo2, url)).json()).toMatchObject({ mensaje: "No se ha encontrado la factura." });
    expect((await get(tokens.fincas, url)).statusCode).toBe(404);
    const linked = await invoiceOf("400001", "2026-02-01");
    expect(
      (await get(tokens.fincas, `/ov/insights/invoices/breakdown?serieFactura=${linked.serie}&numeroFactura=${linked.numero}`)).statusCode,
    ).toBe(200);
    const bad = await get(tokens.demo, "/ov/insights/invoices/breakdown?serieFactura=ENERGIA");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("mensaje");
    expect((await call(app, null, { method: "GET", url })).statusCode).toBe(401);
  });
});

describe("GET /ov/insights/invoices/comparison", () => {
  it("splits the change from the previous invoice into causes that add up to it", async () => {
    for (const code of ["100001", "100003", "100007", "100013"]) {
      const invoice = await invoiceOf(code, "2026-02-01");
      const response = await get(
        tokens.demo,
        `/ov/insights/invoices/comparison?serieFactura=${invoice.serie}&numeroFactura=${invoice.numero}`,
      );
      expect(response.statusCode).toBe(200);
      const body = invoiceComparisonSchema.parse(response.json());
      expect(body.other?.periodFrom).toBe("2026-01-01");
      expect(sum(body.causes)).toBe(body.differenceCents);
      expect(body.differenceCents).toBe(body.current.totalCents - body.other!.totalCents);
      expect(body.causes.find((c) => c.kind === "days")).toMatchObject({ delta: -3, current: 28, other: 31 });
    }
  });

  it("compares with the same month a year earlier, across the price revision", async () => {
    const invoice = await invoiceOf("100002", "2026-02-01");
    const body = (
      await get(
        tokens.demo,
        `/ov/insights/invoices/comparison?serieFactura=${invoice.serie}&numeroFactura=${invoice.numero}&against=yearAgo`,
      )
    ).json();
    expect(body.other.periodFrom).toBe("2025-02-01");
    expect(sum(body.causes)).toBe(body.differenceCents);
    expect(body.causes.some((c: { kind: string }) => c.kind === "prices")).toBe(true);
  });

  it("answers no other invoice for the first one, and 400 for an unknown target", async () => {
    const first = await firstEnergyInvoiceOfCode(handle.db, "100002");
    const body = (
      await get(tokens.demo, `/ov/insights/invoices/comparison?serieFactura=${first!.serie}&numeroFactura=${first!.numero}`)
    ).json();
    expect(body).toMatchObject({ other: null, differenceCents: 0, causes: [] });
    const bad = await get(
      tokens.demo,
      `/ov/insights/invoices/comparison?serieFactura=${first!.serie}&numeroFactura=${first!.numero}&against=lastWeek`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /ov/insights/contracts/{contractCode}/cost-this-month", () => {
  it("prices the readings since the last invoice and projects the month", async () => {
    const response = await get(tokens.demo, "/ov/insights/contracts/100002/cost-this-month");
    expect(response.statusCode).toBe(200);
    const body = costThisMonthSchema.parse(response.json());
    expect(body).toMatchObject({ periodFrom: "2026-03-01", periodUntil: "2026-03-31", daysInPeriod: 31, alert: null });
    // Readings end at 15 March 00:00 UTC = 01:00 Madrid: 14 March is the last complete day.
    expect(body.spent).toMatchObject({ lastDayWithData: "2026-03-14", daysWithData: 14 });
    expect(body.spent!.amountCents).toBeGreaterThan(0);
    expect(body.projection.method).toBe("dailyAverageSoFar");
    expect(body.projection.lowCents).toBeLessThanOrEqual(body.projection.amountCents);
    expect(body.projection.highCents).toBeGreaterThanOrEqual(body.projection.amountCents);
    expect(body.projection.amountCents).toBeGreaterThan(body.spent!.amountCents);
    expect(body.yearAgo).toMatchObject({ periodFrom: "2025-03-01", periodUntil: "2025-03-31" });
  });

  it("projects gas from the season fitted to its invoices, without 'spent'", async () => {
    const body = (await get(tokens.demo, "/ov/insights/contracts/100013/cost-this-month")).json();
    expect(body.spent).toBeNull();
    expect(body.projection.method).toBe("seasonalFit");
    expect(body.projection.marginPercent).toBeGreaterThanOrEqual(10);
    expect(body.projection.amountCents).toBeGreaterThan(0);
  });

  it("is 404 for someone else's contract and 400 for a malformed code", async () => {
    expect((await get(tokens.demo2, "/ov/insights/contracts/100002/cost-this-month")).statusCode).toBe(404);
    expect((await get(tokens.fincas, "/ov/insights/contracts/100002/cost-this-month")).statusCode).toBe(404);
    expect((await get(tokens.fincas, "/ov/insights/contracts/400001/cost-this-month")).statusCode).toBe(200);
    expect((await get(tokens.demo, "/ov/insights/contracts/1%3B2/cost-this-month")).statusCode).toBe(400);
  });
});

describe("the cost alert", () => {
  const alertUrl = "/ov/insights/contracts/100003/alert";
  const mails = async () => (await outboxMails(handle.db, "Tu factura de luz puede superar%")).length;

  it("sends exactly one e-mail per billing period when the projection crosses the threshold", async () => {
    expect((await get(tokens.demo, alertUrl)).json()).toEqual({ contractCode: "100003", thresholdCents: null, notifiedAt: null });
    const before = await mails();
    const set = await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: 100 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ contractCode: "100003", thresholdCents: 100 });
    expect(set.json().notifiedAt).not.toBeNull();
    expect(await mails()).toBe(before + 1);
    // Projections again (the home card on every visit): no second mail.
    for (let i = 0; i < 3; i++) {
      const card = (await get(tokens.demo, "/ov/insights/contracts/100003/cost-this-month")).json();
      expect(card.alert).toMatchObject({ thresholdCents: 100, exceeded: true });
    }
    expect(await mails()).toBe(before + 1);
    // The same amount saved again keeps the period's mark: still one mail, sent when it was.
    const again = await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: 100 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().notifiedAt).toBe(set.json().notifiedAt);
    expect(await mails()).toBe(before + 1);
    const [mail] = await outboxMails(handle.db, "Tu factura de luz puede superar%");
    expect(mail!.to).toBe(DEMO_CUSTOMER.email);
    expect(mail!.text).toContain("100003");
  });

  it("does not mail for a threshold above the projection; DELETE removes it", async () => {
    const before = await mails();
    const set = await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: 9_000_000 } });
    expect(set.json()).toMatchObject({ thresholdCents: 9_000_000, notifiedAt: null });
    expect(await mails()).toBe(before);
    expect((await call(app, tokens.demo, { method: "DELETE", url: alertUrl })).statusCode).toBe(204);
    expect((await get(tokens.demo, alertUrl)).json().thresholdCents).toBeNull();
  });

  it("refuses bad amounts (400) and other people's contracts (404)", async () => {
    expect((await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: 12.5 } })).statusCode).toBe(400);
    expect((await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: -1 } })).statusCode).toBe(400);
    expect((await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: {} })).statusCode).toBe(400);
    expect((await call(app, tokens.demo2, { method: "PUT", url: alertUrl, payload: { thresholdCents: 5000 } })).statusCode).toBe(404);
    expect((await call(app, tokens.demo2, { method: "DELETE", url: alertUrl })).statusCode).toBe(404);
  });
});

describe("the cost alert's language", () => {
  const alertUrl = "/ov/insights/contracts/100003/alert";
  const cardUrl = "/ov/insights/contracts/100003/cost-this-month";
  const mailsLike = async (pattern: string) => outboxMails(handle.db, pattern);
  // Each test stands for a billing period (and an hour) of its own: at most one alert e-mail
  // goes out per contract and period, whatever thresholds are set (the next describe).
  beforeEach(async () => {
    await clearThrottleCounters(handle.db);
  });
  afterEach(async () => {
    await call(app, tokens.demo, { method: "DELETE", url: alertUrl });
  });

  const setLanguage = async (language: "es" | "ca" | "eu", costAlert = true) => {
    const user = await userByUsername(handle.db, DEMO_CUSTOMER.username);
    await setUserPreferences(handle.db, user!.id, { language, notices: { costAlert } });
  };
  afterAll(() => setLanguage("es"));

  it("writes the e-mail in the user's language ('Preferencias'), not the request's", async () => {
    await setLanguage("ca");
    const before = (await mailsLike("La teva factura de llum pot superar%")).length;
    const set = await call(app, tokens.demo, {
      method: "PUT",
      url: alertUrl,
      payload: { thresholdCents: 150 },
      headers: { "accept-language": "en-GB" },
    });
    expect(set.json().notifiedAt).not.toBeNull();
    const sent = await mailsLike("La teva factura de llum pot superar%");
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.subject).toBe("La teva factura de llum pot superar 1,50\u00a0€");
    expect(sent.at(-1)!.text).toContain("'El teu consum aquest mes'");
  });

  it("keeps that language when the e-mail goes out in a later request in another language", async () => {
    await setLanguage("eu");
    // Set in Basque above the projection: no mail yet.
    const set = await call(app, tokens.demo, {
      method: "PUT",
      url: alertUrl,
      payload: { thresholdCents: 9_000_000 },
      headers: { "accept-language": "eu" },
    });
    expect(set.json().notifiedAt).toBeNull();
    // The projection crosses it later (here: the threshold row lowered, as a price change
    // would raise the projection), seen from an English tab.
    const user = await userByUsername(handle.db, DEMO_CUSTOMER.username);
    await setCostAlertThresholdOf(handle.db, user!.id, 175);
    const before = (await mailsLike("Zure elektrizitate-faktura%")).length;
    const card = await call(app, tokens.demo, { method: "GET", url: cardUrl, headers: { "accept-language": "en-GB" } });
    expect(card.json().alert).toMatchObject({ thresholdCents: 175, exceeded: true });
    const sent = await mailsLike("Zure elektrizitate-faktura%");
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.subject).toBe("Zure elektrizitate-faktura 1,75\u00a0€ baino handiagoa izan daiteke");
    expect(await mailsLike("Your electricity invoice%")).toHaveLength(0);
  });

  it("sends none when the user turned the cost-alert notice off", async () => {
    await setLanguage("es", false);
    const before = (await mailsLike("Tu factura de luz puede superar%")).length;
    const set = await call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents: 130 } });
    expect(set.json().notifiedAt).toBeNull();
    expect(await mailsLike("Tu factura de luz puede superar%")).toHaveLength(before);
  });

  it("is Spanish by default, whatever the request names", async () => {
    await setLanguage("es");
    await call(app, tokens.demo, {
      method: "PUT",
      url: alertUrl,
      payload: { thresholdCents: 125 },
      headers: { "accept-language": "fr-FR" },
    });
    const sent = await mailsLike("Tu factura de luz puede superar 1,25\u00a0€");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("'Tu consumo este mes'");
  });
});

describe("the cost alert's limits", () => {
  const alertUrl = "/ov/insights/contracts/100003/alert";
  const alertMails = async () => (await outboxMails(handle.db, "%factura de luz puede superar%")).length;
  const put = (thresholdCents: number) =>
    call(app, tokens.demo, { method: "PUT", url: alertUrl, payload: { thresholdCents }, remoteAddress: "10.50.0.1" });
  beforeEach(async () => {
    await clearThrottleCounters(handle.db);
    await call(app, tokens.demo, { method: "DELETE", url: alertUrl });
    await clearThrottleCounters(handle.db);
  });

  it("20 threshold changes below the projection send one e-mail in the period; the card still shows each one crossed", async () => {
    const before = await alertMails();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await put(100 + (i % 2)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await alertMails()).toBe(before + 1);
    expect(answers[0]!.json().notifiedAt).not.toBeNull();
    // The later thresholds were not mailed, and say so.
    expect(answers[19]!.json()).toMatchObject({ thresholdCents: 101, notifiedAt: null });
    const card = (await get(tokens.demo, "/ov/insights/contracts/100003/cost-this-month")).json();
    expect(card.alert).toMatchObject({ thresholdCents: 101, exceeded: true });
    expect(await alertMails()).toBe(before + 1);
  });

  it("answers the change past the hour's quota with 429 and Retry-After, and keeps the threshold as it was", async () => {
    for (let i = 0; i < 30; i++) expect((await put(9_000_000 + i)).statusCode).toBe(200);
    const refused = await put(100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      mensaje: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos.",
    });
    expect(refused.headers["retry-after"]).toBe("3600");
    expect((await get(tokens.demo, alertUrl)).json().thresholdCents).toBe(9_000_029);
    expect((await call(app, tokens.demo, { method: "DELETE", url: alertUrl, remoteAddress: "10.50.0.1" })).statusCode).toBe(429);
  });
});
