import { billedDays, EXCESS_POWER_TEP_EUR_PER_KW, powerAdvice, powerPeriodCount } from "@oficina-virtual/api-contract";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { userByUsername } from "../../db/accounts/accounts.testing";
import type { DatabaseHandle } from "../../db/client";
import { contractByCode, contractsOfLine, deletePricePlansOf } from "../../db/contracts/contracts.testing";
import { openTestDatabase } from "../../db/database.testing";
import { contractPlans } from "../../db/insights/queries";
import { energyInvoicesOf, latestEnergyInvoiceOf, setEnergyInvoice } from "../../db/invoices/invoices.testing";
import { PLAN_20TD } from "../../insights/arithmetic.testing";
import { type PricePlan, planAt } from "../../insights/prices";
import { DEMO_CUSTOMER, DEMO2_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";
import { NO_PRICES } from "../insights/costThisMonth";
import { call } from "./customer.testing";
import { lastTwelveMonths, monthlyMaxima, POWER_ELECTRICITY_ONLY, powerPricesAt } from "./powerInsight";

/* 'Potencia óptima' against the demo seed: 70 days of hourly readings before
 * 15-03-2026, so January and February 2026 of the last twelve whole months have data. */

const TODAY = new Date("2026-03-15T10:00:00Z");
let handle: DatabaseHandle;
let app: FastifyInstance;
const tokens = { demo: "", demo2: "" };

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 70 });
  const config = loadConfig({ OV_DEMO: "1" });
  app = await buildApp({ deps: { db: handle.db, config, now: () => TODAY } });
  for (const [key, username] of [
    ["demo", DEMO_CUSTOMER.username],
    ["demo2", DEMO2_CUSTOMER.username],
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

const get = (token: string, codAbonado: string) => call(app, token, { method: "GET", url: `/ov/insights/power/${codAbonado}` });

interface Insight {
  tarifa: string;
  contractedKw: number[];
  priceEurPerKwDay: number[];
  pricesValidFrom: string;
  from: string;
  to: string;
  months: { month: string; maxKw: (number | null)[] }[];
  maximeters: { serieFactura: string; numeroFactura: string; readingFrom: string; readingUntil: string; kw: (number | null)[] }[];
}
const highest = (insight: Insight, period: number) => Math.max(...insight.months.map((m) => m.maxKw[period] ?? 0));

async function contractOf(codAbonado: string) {
  return (await contractByCode(handle.db, codAbonado))!;
}

/** The contract's price plan valid on TODAY (Madrid), from price_plans. */
async function planToday(codAbonado: string) {
  return planAt(await contractPlans(handle.db, (await contractOf(codAbonado)).id), "2026-03-15")!;
}

describe("GET /ov/insights/power/{codAbonado}", () => {
  it("answers the last twelve whole months' maxima per power period of a 2.0TD contract", async () => {
    const response = await get(tokens.demo, "100002");
    expect(response.statusCode).toBe(200);
    const body = response.json<Insight>();
    const plan = await planToday("100002");
    expect(body).toMatchObject({ tarifa: "2.0TD", from: "2025-03-01", to: "2026-02-28", pricesValidFrom: "2026-01-01" });
    expect(body.priceEurPerKwDay).toEqual(plan.power.slice(0, 2));
    expect(body.contractedKw).toHaveLength(2);
    expect(body.months.map((m) => m.month)).toEqual(["2026-01", "2026-02"]);
    for (const month of body.months) expect(month.maxKw.every((v) => typeof v === "number" && v > 0)).toBe(true);
    // Most demo supplies are over-powered.
    expect(highest(body, 0)).toBeLessThan(body.contractedKw[0]! / 2);
  });

  it("seeds 100006 under-powered: its hours stay below the contracted power, its maxímetro passes it", async () => {
    const body = (await get(tokens.demo, "100006")).json<Insight>();
    expect(highest(body, 0)).toBeLessThan(body.contractedKw[0]!);
    expect(Math.max(...body.maximeters.map((m) => m.kw[0] ?? 0))).toBeGreaterThan(body.contractedKw[0]!);
    const advice = powerAdvice(body);
    expect(advice.underPowered).toBe(true);
    expect(advice.periods[0]!.recommendedKw).toBeGreaterThan(body.contractedKw[0]!);
  });

  it("seeds 100008 well sized (the advice keeps its power) and 100002 over-powered (the advice saves)", async () => {
    const well = powerAdvice((await get(tokens.demo, "100008")).json<Insight>());
    expect(well.periods.map((p) => p.recommendedKw)).toEqual(well.periods.map((p) => p.contractedKw));
    expect(well.yearlyDifferenceEur).toBe(0);
    expect(well.underPowered).toBe(false);
    const over = powerAdvice((await get(tokens.demo, "100002")).json<Insight>());
    expect(over.yearlyDifferenceEur).toBeLessThan(0);
    expect(over.underPowered).toBe(false);
  });

  it("never advises, for any demo electricity contract, less than the highest maxímetro its invoices of the twelve months read", async () => {
    const electricity = await contractsOfLine(handle.db, "Electricidad");
    const demoCodes = electricity.map((c) => c.codAbonado).filter((code) => code.startsWith("1000"));
    expect(demoCodes.length).toBe(12);
    for (const code of demoCodes) {
      const contract = electricity.find((c) => c.codAbonado === code)!;
      const periods = powerPeriodCount(contract.tarifa ?? "");
      // Straight from the invoices table, not from the answer: an answer without them fails.
      const rows = await energyInvoicesOf(handle.db, contract.id);
      const inRange = rows.filter((r) => r.readingUntil >= "2025-03-01" && r.readingUntil <= "2026-02-28");
      expect(inRange.length, code).toBeGreaterThan(0);
      const response = await get(tokens.demo, code);
      expect(response.statusCode, code).toBe(200);
      const advice = powerAdvice(response.json<Insight>());
      for (let i = 0; i < periods; i += 1) {
        const read = inRange.map(
          (r) => [r.potenciaLeidaP1, r.potenciaLeidaP2, r.potenciaLeidaP3, r.potenciaLeidaP4, r.potenciaLeidaP5, r.potenciaLeidaP6][i] ?? 0,
        );
        expect(advice.periods[i]!.recommendedKw, `${code} P${i + 1}`).toBeGreaterThanOrEqual(Math.max(...read));
      }
    }
  });

  it("prices 100006's advice at its plan valid today, to the cent, with the €/kW·día of its invoice", async () => {
    const body = (await get(tokens.demo, "100006")).json<Insight>();
    const plan = await planToday("100006");
    // The seed's revision of 1 January: not the seed's tariff model (0.101 / 0.042).
    expect(plan.validFrom).toBe("2026-01-01");
    expect(body.pricesValidFrom).toBe(plan.validFrom);
    expect(body.priceEurPerKwDay).toEqual([plan.power[0], plan.power[1]]);
    expect(body.priceEurPerKwDay).not.toEqual([0.101, 0.042]);

    // Σ over power periods (recommended − contracted kW) × the plan's €/kW·día × 365 days,
    // each period rounded to the cent, the total the sum of the rounded periods.
    const advice = powerAdvice(body);
    let totalCents = 0;
    advice.periods.forEach((p, i) => {
      const cents = Math.round((p.recommendedKw - body.contractedKw[i]!) * plan.power[i]! * 365 * 100);
      expect(Math.round(p.yearlyDifferenceEur * 100), `P${i + 1}`).toBe(cents);
      totalCents += cents;
    });
    expect(Math.round(advice.yearlyDifferenceEur * 100)).toBe(totalCents);
    expect(advice.yearlyDifferenceEur).toBeGreaterThan(0); // under-powered: more power costs more

    // The latest invoice (February, billed at the same plan) prints the same €/kW·día.
    const last = await latestEnergyInvoiceOf(handle.db, (await contractOf("100006")).id);
    const breakdown = (
      await call(app, tokens.demo, {
        method: "GET",
        url: `/ov/insights/invoices/breakdown?serieFactura=${last!.serie}&numeroFactura=${last!.numero}`,
      })
    ).json<{ lines: { kind: string; price: number }[] }>();
    expect(breakdown.lines.filter((l) => l.kind === "power").map((l) => l.price)).toEqual(body.priceEurPerKwDay);
  });

  it("gives six periods and prices for 3.0TD, and six non-decreasing powers", async () => {
    const body = (await get(tokens.demo, "100003")).json<Insight>();
    expect(body.contractedKw).toHaveLength(6);
    expect(body.priceEurPerKwDay).toEqual((await planToday("100003")).power);
    for (const month of body.months) expect(month.maxKw).toHaveLength(6);
    for (const invoice of body.maximeters) expect(invoice.kw).toHaveLength(6);
    const kw = powerAdvice(body).periods.map((p) => p.recommendedKw);
    for (let i = 1; i < kw.length; i += 1) expect(kw[i]).toBeGreaterThanOrEqual(kw[i - 1]!);
  });

  it("answers the twelve months' invoices with their maxímetro, oldest first", async () => {
    const body = (await get(tokens.demo, "100002")).json<Insight>();
    expect(body.maximeters.map((m) => m.readingFrom)).toEqual(
      [
        "2025-03",
        "2025-04",
        "2025-05",
        "2025-06",
        "2025-07",
        "2025-08",
        "2025-09",
        "2025-10",
        "2025-11",
        "2025-12",
        "2026-01",
        "2026-02",
      ].map((month) => `${month}-01`),
    );
    for (const invoice of body.maximeters) {
      expect(invoice.serieFactura).toBe("ENERGIA");
      expect(invoice.kw).toHaveLength(2);
    }
  });

  it("refuses gas with a 400 and our body", async () => {
    const response = await get(tokens.demo, "100013");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, mensaje: POWER_ELECTRICITY_ONLY });
  });

  it("answers 404 for someone else's contract and 400 for a malformed code", async () => {
    expect((await get(tokens.demo2, "100006")).statusCode).toBe(404);
    expect((await get(tokens.demo, "nope")).statusCode).toBe(404);
    expect((await get(tokens.demo, "a%20b")).statusCode).toBe(400);
    expect((await get(tokens.demo, "x".repeat(41))).statusCode).toBe(400);
  });

  it("estimates 3.0TD's excess-power term from its invoices' maxímetro", async () => {
    // 100003's February invoice read 3 kW more than its P2 contract: 2 × 3 × tep × 28 / 30.
    const contract = await contractOf("100003");
    await setEnergyInvoice(handle.db, contract.id, "2026-02-01", { potenciaLeidaP2: (contract.potenciaP2 ?? 0) + 3 });
    const advice = powerAdvice((await get(tokens.demo, "100003")).json<Insight>());
    const cents = Math.round(((2 * 3 * EXCESS_POWER_TEP_EUR_PER_KW * billedDays("2026-02-01", "2026-02-28")) / 30) * 100);
    expect(advice.excess).toMatchObject({ method: "maximeter", recommendedEur: 0 });
    expect(Math.round((advice.excess as { byPeriodEur: number[] }).byPeriodEur[1]! * 100)).toBe(cents);
    expect(advice.underPowered).toBe(true);
  });

  it("answers 404 with our body for a contract without a price plan", async () => {
    await deletePricePlansOf(handle.db, (await contractOf("100004")).id);
    const response = await get(tokens.demo, "100004");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, mensaje: NO_PRICES });
  });

  it("asks for a login", async () => {
    expect((await call(app, null, { method: "GET", url: "/ov/insights/power/100002" })).statusCode).toBe(401);
  });
});

describe("monthlyMaxima", () => {
  it("takes each month's highest hour per power period by the shared calendar", () => {
    const at = (iso: string) => Date.parse(iso);
    const rows = [
      { at: at("2026-01-07T11:00:00Z"), active: 2.5 }, // Wed 12:00 Madrid → P1
      { at: at("2026-01-07T03:00:00Z"), active: 3.1 }, // Wed 04:00 → P2 (night)
      { at: at("2026-01-06T11:00:00Z"), active: 4.0 }, // Tue 6 Jan, Reyes: holiday → P2
      { at: at("2026-01-08T19:00:00Z"), active: 2.0 }, // Thu 20:00 → P1, below 2.5
      { at: at("2026-02-02T09:00:00Z"), active: 1.2 }, // Mon 10:00 → P1
    ];
    expect(monthlyMaxima("2.0TD", rows)).toEqual([
      { month: "2026-01", maxKw: [2.5, 4.0] },
      { month: "2026-02", maxKw: [1.2, null] },
    ]);
  });

  it("puts the first hour of a month in its Madrid month", () => {
    // 1 March 2026 00:00 Madrid is 28 February 23:00 UTC.
    expect(monthlyMaxima("2.0TD", [{ at: Date.parse("2026-02-28T23:00:00Z"), active: 1 }])[0]!.month).toBe("2026-03");
  });
});

describe("powerPricesAt", () => {
  const plan = (validFrom: string, p1: number): PricePlan => ({ ...PLAN_20TD, validFrom, power: [p1, p1 / 2, 0, 0, 0, 0] });
  it("takes the revision valid that day, per power period", () => {
    const plans = [plan("2026-01-01", 0.11), plan("2000-01-01", 0.1), plan("2026-07-01", 0.12)];
    expect(powerPricesAt(plans, "2026-03-15", 2)).toEqual({ validFrom: "2026-01-01", prices: [0.11, 0.055] });
    expect(powerPricesAt(plans, "2026-07-01", 2)).toEqual({ validFrom: "2026-07-01", prices: [0.12, 0.06] });
    expect(powerPricesAt([], "2026-03-15", 2)).toBeUndefined();
  });
});

describe("lastTwelveMonths", () => {
  it("is the twelve whole months before the current one", () => {
    expect(lastTwelveMonths(new Date("2026-01-01T00:30:00Z"))).toEqual({
      start: { year: 2025, month: 1, day: 1 },
      end: { year: 2025, month: 12, day: 31 },
    });
  });
});
