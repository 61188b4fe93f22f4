import { seasonOf } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { queryRows } from "../db/queryRows";
import { contracts, invoices, pricePlans } from "../db/schema";
import { explainInvoice, powersOf } from "../insights/explain";
import { planFromRow } from "../insights/prices";
import { vatRate } from "../insights/vatRate";
import { DEMO_CUSTOMER } from "./accounts";
import { seedDemo } from "./demo";

const TODAY = new Date("2026-03-15T10:00:00Z");

interface InvoiceRow {
  cod_abonado: string;
  holder_tax_id: string;
  line: string;
  tarifa: string;
  serie: string;
  numero: string;
  launch_date: string;
  reading_from: string;
  reading_until: string;
  total: number;
  kwh: number;
  p: number[];
  categoria: string;
  is_unificada: boolean;
  is_unica: boolean;
  serie_unica: string | null;
  numero_unica: string | null;
  can_download: boolean;
  proforma_count: number;
}

let database: DatabaseHandle;
let all: InvoiceRow[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today: TODAY, measuresDays: 0 });
  all = await queryRows<InvoiceRow>(
    database.db,
    sql`
    select c.cod_abonado, c.holder_tax_id, c.line, c.tarifa, i.serie, i.numero, i.launch_date::text, i.reading_from::text,
      i.reading_until::text, i.total_amount::float8 as total, i.consumption_kwh::float8 as kwh,
      array[i.consumo_p1, i.consumo_p2, i.consumo_p3, i.consumo_p4, i.consumo_p5, i.consumo_p6]::float8[] as p,
      i.categoria, i.is_unificada, i.is_unica, i.serie_unica, i.numero_unica, i.can_download, i.proforma_count
    from invoices i join contracts c on c.id = i.contract_id`,
  );
}, 60_000);
afterAll(() => database.close());

const demo = () => all.filter((i) => i.holder_tax_id === DEMO_CUSTOMER.nif);
const monthly = () => all.filter((i) => i.categoria === "EN");

describe("seeded invoices", () => {
  it("gives every contract one invoice per month for the 26 months before today's month", () => {
    const perContract = new Map<string, string[]>();
    for (const i of monthly()) perContract.set(i.cod_abonado, [...(perContract.get(i.cod_abonado) ?? []), i.reading_from]);
    expect(perContract.size).toBe(59);
    for (const months of perContract.values()) {
      expect(months).toHaveLength(26);
      expect(new Set(months).size).toBe(26);
      expect(months.sort()[0]).toBe("2024-01-01");
      expect(months.sort()[25]).toBe("2026-02-01");
    }
  });

  it("reads whole calendar months and launches 3–9 days later, never after today", () => {
    for (const i of monthly()) {
      expect(i.reading_from.endsWith("-01")).toBe(true);
      const next = new Date(`${i.reading_from}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      next.setUTCDate(0);
      expect(i.reading_until).toBe(next.toISOString().slice(0, 10));
      expect(i.launch_date > i.reading_until).toBe(true);
      expect(i.launch_date <= "2026-03-15").toBe(true);
    }
  });

  it("splits consumption into the tariff's periods, summing to the total", () => {
    for (const i of monthly()) {
      const periods = i.line === "Gas" ? 1 : i.tarifa === "2.0TD" ? 3 : 6;
      expect(i.p.reduce((a, b) => a + b, 0)).toBeCloseTo(i.kwh, 3);
      expect(i.p.slice(periods).every((v) => v === 0)).toBe(true);
      if (periods < 6) expect(i.p.slice(0, periods).every((v) => v > 0)).toBe(true);
    }
  });

  it("bills a six-period invoice only in the periods its month has: the season's two and P6", () => {
    const seasonPeriods = { alta: [1, 2, 6], "media-alta": [2, 3, 6], media: [3, 4, 6], baja: [4, 5, 6] };
    const six = monthly().filter((i) => i.tarifa === "3.0TD" || i.tarifa === "6.1TD");
    expect(six.length).toBeGreaterThan(0);
    for (const i of six) {
      const billed = i.p.flatMap((kwh, index) => (kwh > 0 ? [index + 1] : []));
      expect(billed).toEqual(seasonPeriods[seasonOf(Number(i.reading_from.slice(5, 7)))]);
    }
    // April is 'baja': P4, P5 and P6 only.
    expect(six.find((i) => i.reading_from === "2025-04-01")?.p.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it("carries the IVA rate in force on the day each invoice was issued", async () => {
    const rows = await database.db.select().from(invoices).innerJoin(contracts, sql`${contracts.id} = ${invoices.contractId}`);
    const monthlyRows = rows.filter((r) => r.invoices.categoria === "EN");
    for (const { invoices: i, contracts: c } of monthlyRows) {
      const expected = vatRate({ line: c.line, issuedOn: i.launchDate, periodUntil: i.readingUntil, powersKw: powersOf(c) });
      expect(Number(i.ivaRate)).toBe(expected);
    }
    const rate = (code: string, from: string) =>
      monthlyRows.filter((r) => r.contracts.codAbonado === code && r.invoices.readingFrom === from).map((r) => Number(r.invoices.ivaRate));
    const home = monthlyRows.find((r) => r.contracts.tarifa === "2.0TD" && Math.max(...powersOf(r.contracts)) <= 10)!.contracts.codAbonado;
    // A 2.0TD home: 21 % in March 2024 (February's market price under 45 €/MWh), 10 % in
    // September 2024, 21 % for December 2024 (invoiced in January 2025).
    expect(rate(home, "2024-03-01")).toEqual([0.21]);
    expect(rate(home, "2024-09-01")).toEqual([0.1]);
    expect(rate(home, "2024-12-01")).toEqual([0.21]);
    expect(monthlyRows.some((r) => r.contracts.tarifa === "3.0TD" && Number(r.invoices.ivaRate) === 0.1)).toBe(false);
  });

  it("itemises the social bonus financing and the electricity tax of the issue date; every breakdown adds up to its total", async () => {
    const rows = await database.db.select().from(invoices).innerJoin(contracts, sql`${contracts.id} = ${invoices.contractId}`);
    const plans = (await database.db.select().from(pricePlans)).map((row) => ({ contractId: row.contractId, plan: planFromRow(row) }));
    for (const { invoices: i, contracts: c } of rows.filter((r) => r.invoices.categoria === "EN")) {
      const priced = explainInvoice(
        i,
        c,
        plans.filter((p) => p.contractId === c.id).map((p) => p.plan),
      );
      expect(priced, `${c.codAbonado} ${i.readingFrom}`).not.toBeNull();
      const financing = priced!.lines.filter((l) => l.kind === "bonoSocial");
      if (c.line === "Gas") expect(financing).toEqual([]);
      else expect(financing.reduce((days, l) => days + (l.days ?? 0), 0)).toBe(Number(i.readingUntil.slice(8)));
      expect(priced!.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(Math.round(Number(i.totalAmount) * 100));
      // The electricity tax of the issue date: 2,5 % in the first quarter of 2024.
      const tax = priced!.lines.find((l) => l.kind === "electricityTax");
      if (c.line === "Electricidad" && i.launchDate <= "2024-03-31") expect(tax?.rate).toBe(0.025);
      if (c.line === "Electricidad" && i.launchDate >= "2024-07-01") expect(tax?.rate).toBe(0.0511269632);
    }
  });

  it("charges plausible amounts for the tariff", () => {
    const range = (tarifa: string) => {
      const totals = monthly()
        .filter((i) => i.tarifa === tarifa)
        .map((i) => i.total);
      return [Math.min(...totals), Math.max(...totals)];
    };
    expect(range("2.0TD")[0]).toBeGreaterThan(20);
    expect(range("2.0TD")[1]).toBeLessThan(300);
    expect(range("3.0TD")[0]).toBeGreaterThan(150);
    expect(range("3.0TD")[1]).toBeLessThan(2500);
    expect(range("6.1TD")[0]).toBeGreaterThan(1500);
    expect(range("6.1TD")[1]).toBeLessThan(15000);
    expect(range("RL.1")[0]).toBeGreaterThan(5);
    expect(range("RL.1")[1]).toBeLessThan(150);
  });

  it("numbers invoices uniquely: ENERGIA year-prefixed, a few in another series", () => {
    expect(new Set(all.map((i) => `${i.serie}/${i.numero}`)).size).toBe(all.length);
    const unicas = new Set(all.map((i) => i.numero_unica).filter((n) => n !== null));
    expect(new Set([...all.map((i) => i.numero), ...unicas]).size).toBe(all.length + unicas.size);
    for (const i of all.filter((x) => x.serie === "ENERGIA")) expect(i.numero).toMatch(new RegExp(`^${i.launch_date.slice(0, 4)}\\d{6}$`));
    const others = all.filter((i) => i.serie !== "ENERGIA");
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThan(20);
    expect(others.filter((i) => i.categoria === "EN").every((i) => /^FE\d{2}$/.test(i.serie) && /^\d{6}$/.test(i.numero))).toBe(true);
  });

  it("has exactly one miscellaneous invoice and one that cannot be downloaded, both demo's", () => {
    const misc = all.filter((i) => i.categoria === "VA");
    expect(misc.map((i) => [i.cod_abonado, i.kwh])).toEqual([[DEMO_CUSTOMER.withMiscInvoice, 0]]);
    const locked = all.filter((i) => !i.can_download);
    expect(locked.map((i) => i.cod_abonado)).toEqual([DEMO_CUSTOMER.withUndownloadable]);
    const proformas = all.filter((i) => i.proforma_count > 0).map((i) => [i.cod_abonado, i.proforma_count]);
    expect(proformas.sort()).toEqual([
      ["100007", 2],
      ["100012", 1],
      ["100013", 2],
      ["100015", 1],
    ]);
  });

  it("groups unified invoices of several contracts of the same month under one número único", () => {
    const unified = all.filter((i) => i.is_unificada);
    expect(demo().some((i) => i.is_unificada && i.line === "Electricidad")).toBe(true);
    expect(demo().some((i) => i.is_unificada && i.line === "Gas")).toBe(true);
    const groups = new Map<string, InvoiceRow[]>();
    for (const i of unified) {
      expect(i.is_unica).toBe(true);
      expect(i.serie_unica).toBe("FU");
      groups.set(i.numero_unica as string, [...(groups.get(i.numero_unica as string) ?? []), i]);
    }
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(new Set(members.map((m) => m.reading_from)).size).toBe(1);
      expect(new Set(members.map((m) => m.line)).size).toBe(1);
      expect(new Set(members.map((m) => m.holder_tax_id)).size).toBe(1);
    }
    expect(all.filter((i) => !i.is_unificada).every((i) => i.serie_unica === null && i.numero_unica === null && !i.is_unica)).toBe(true);
  });
});
