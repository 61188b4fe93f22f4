/**
 * A customer's or an administrator's requests cost what their own data costs. On
 * the demo seed plus other customers (each with as much as demo, and administrators and
 * support requests of their own), every statement of every hot route runs under EXPLAIN
 * ANALYZE and must (1) read fewer rows than twice the caller's own data and (2) enter the big
 * tables only through an index that starts with the caller: their tax id, their
 * administrator id, their user id or one of their contracts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { signTestToken } from "../auth/tokens.testing";
import { loadConfig } from "../config";
import { callerRows } from "../db/accounts/accounts.testing";
import type { Database, DatabaseHandle } from "../db/client";
import { seedCrowd } from "../db/crowd.testing";
import { openTestDatabase } from "../db/database.testing";
import { ensureReadingPartitions } from "../db/partitions";
import { captureStatements, indexLeadingColumns, ownedRowCount, readPlan, type Statement } from "../db/plans.testing";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../seed/accounts";
import { seedDemo } from "../seed/demo";

const TODAY = new Date("2026-03-15T10:00:00Z");
/** Other customers, each a copy of demo (15 contracts, 390 invoices), each with an
 * administrator; the readings of the first MEASURED_OTHERS. */
const OTHERS = 100;
const MEASURED_OTHERS = 20;
const MEASURE_DAYS = 7;
/** Other customers with one contract and no invoices. */
const SUPPLIES = 20_000;

/** The columns an index may start with: the caller (a customer's tax id, an administrator's
 * or a user's id) or one of the caller's contracts. */
const CALLER_FIRST = new Set([
  "contracts.holder_tax_id",
  "contracts.id",
  "contracts.cod_abonado", // one contract by its code, then checked against the caller
  "admin_contracts.admin_user_id",
  "admin_contracts.contract_id",
  "invoices.contract_id",
  "invoices.holder_tax_id", // a customer's invoices (drizzle/0005)
  "hourly_readings.contract_id",
  "issues.user_id",
  "issues.id",
  "users.id",
]);
/** A month's partition of hourly_readings (drizzle/0011) counts as the table itself. */
const PARTITION = /^hourly_readings_(\d{4}_\d{2}|default)\b/;
const partitionParent = (name: string) => name.replace(PARTITION, "hourly_readings");
/** The months the hot routes read readings of: the telemetry and load-curve week below. */
const READ_MONTHS = new Set(["hourly_readings_2026_03"]);

/** Tables that grow with the company: never read whole. */
const BIG = new Set(["contracts", "invoices", "hourly_readings", "admin_contracts", "issues"]);

let handle: DatabaseHandle;
let db: Database;
let app: FastifyInstance;
/** index name → "table.first column". */
let leading: Map<string, string>;

interface Who {
  name: "demo" | "fincas";
  token: string;
  /** Rows of the caller's own: contracts, their invoices and readings, their requests. */
  own: number;
}
const callers: Who[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await seedDemo(db, { today: TODAY, measuresDays: MEASURE_DAYS });
  await seedCrowd(db, { copies: OTHERS, measuredCopies: MEASURED_OTHERS, supplies: SUPPLIES });
  // As the server does at start: the seeded months get their partitions of hourly_readings.
  await ensureReadingPartitions(db, TODAY);
  const indexes = await indexLeadingColumns(db);
  leading = new Map(indexes.map((index) => [index.name, partitionParent(index.first)]));

  const config = loadConfig({ OV_DEMO: "1" });
  app = await buildApp({ deps: { db, config, now: () => TODAY } });
  const users = await callerRows(db, [DEMO_CUSTOMER.username, DEMO_ADMIN.username]);
  for (const user of users) {
    const name = user.role === "admin" ? "fincas" : "demo";
    const caller = { userId: user.id, role: user.role, username: user.username, email: user.email, taxId: user.tax_id };
    callers.push({ name, token: await signTestToken(db, caller, config.jwtSecret), own: await ownedRowCount(db, user) });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function call(token: string, url: string) {
  const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  expect([200, 204], `${url}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
  return response;
}

/** The hot routes of a caller, with the values their screens send. */
async function hotRoutes(who: Who): Promise<string[]> {
  const home = (await call(who.token, "/ov/cups/api/cupsMe")).json<{
    cupsAsociados: { select: { codAbonado: string; cups: string; line: string }[] };
  }>();
  const electricity = home.cupsAsociados.select.find((s) => s.line === "Electricidad")!;
  const search = who.name === "fincas" ? "/ov/invoices/api/filterfullbilling" : "/ov/invoices/api/fullbilling";
  const defaultQuery = { isDefaultQuery: "true", start: "1", startDate: "0", endDate: "0" };
  const last = (await call(who.token, `${search}?${q(defaultQuery)}`)).json<{ Invoice: { nif: string; billNumber: string }[] }>()
    .Invoice[0]!;
  const dated = { startDate: "2025-12-15", endDate: "2026-03-14", isDefaultQuery: "false", start: "1" };
  const contract = { line: "Electricidad", contractCode: electricity.codAbonado };
  const week = { startDate: "08-03-2026", endDate: "14-03-2026", output: "json", cups: electricity.cups, ...contract };
  return [
    "/ov/cups/api/cupsMe",
    `/ov/cups/api/cupsMe?${q({ cups: electricity.cups.slice(2, 10), startPaginationElectricidad: "2" })}`,
    `/ov/cups/api/cupsMe?${q({ contract: electricity.codAbonado.slice(0, 4) })}`,
    `${search}?${q(defaultQuery)}`,
    `${search}?${q({ ...defaultQuery, lineRemover: "Gas" })}`,
    `${search}?${q(dated)}`,
    `${search}?${q({ ...dated, start: "2", line: "electricidad" })}`,
    `${search}?${q({ ...dated, start: "9", lineRemover: "Gas" })}`,
    `${search}?${q({ ...dated, startDate: "2025-03-15", cif: last.nif })}`,
    `${search}?${q({ ...dated, cups: electricity.cups.slice(4, 14), minPrice: "1", maxPrice: "900" })}`,
    `${search}?${q({ ...dated, contract: electricity.codAbonado, line: "electricidad" })}`,
    `${search}?${q({ startDate: "0", endDate: "0", start: "1", findUnicas: "true" })}`,
    `${search}?${q({ ...dated, hasUnicasInvoices: "true", lineRemover: "Gas" })}`,
    `/ov/invoices/api/searchOneInvoice?${q({ invoice: last.billNumber })}`,
    "/ov/invoices/api/getPriceMinAndMaxInvoice",
    "/ov/invoices/api/isUnicaInvoicesAssociate",
    `/ov/contracts/api/contractCode/invoices/?${q({ ...contract, defaultQuery: "true", limit: "10" })}`,
    `/ov/contracts/api/contractCode/invoices/?${q({ ...contract, startDate: "2025-03-15", endDate: "2026-03-14", start: "2", factura: "" })}`,
    `/ov/contracts/api/contractCode/charts/invoices/?${q({ ...contract, startDate: "2025-03-15", endDate: "2026-03-14" })}`,
    `/ov/contracts/api/getPriceMinAndMaxInvoices?${q(contract)}`,
    "/ov/issues/api/issues",
    "/ov/issues/api/status/open",
    `/ov/cups/api/telemetry?${q({ ...week, freq: "1" })}`,
    `/ov/cups/api/curvas?${q(week)}`,
  ];
}

const describePlan = (statement: Statement, scans: { node: string; table?: string; index?: string; rowsRead: number }[]) =>
  `${statement.text.slice(0, 160)}…\n${scans.map((s) => `  ${s.node} ${s.table ?? ""} ${s.index ? `${s.index} (${leading.get(s.index)})` : ""}: ${s.rowsRead} rows ${(s as { indexCond?: string }).indexCond ?? "-"}`).join("\n")}`;

describe("hot queries read only the caller's rows (EXPLAIN ANALYZE, other customers seeded)", () => {
  it.each(["demo", "fincas"] as const)(
    "as %s",
    async (name) => {
      const who = callers.find((c) => c.name === name)!;
      expect(who.own).toBeGreaterThan(300);
      const urls = await hotRoutes(who);
      const problems: string[] = [];
      let explained = 0;
      let readingStatements = 0;
      for (const url of urls) {
        const statements = await captureStatements(db, () => call(who.token, url));
        for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.text))) {
          for (const generic of [false, true]) {
            const reading = await readPlan(db, statement, generic);
            const plan = `${generic ? "generic plan" : "plan"} of ${url}`;
            explained += 1;
            const outside = reading.scans.filter(
              (s) =>
                (s.index && (!CALLER_FIRST.has(leading.get(s.index) ?? "") || !s.indexCond)) ||
                (s.node === "Seq Scan" && BIG.has(partitionParent(s.table ?? ""))),
            );
            if (outside.length > 0) problems.push(`${plan}: not through the caller\n${describePlan(statement, reading.scans)}`);
            // Partition pruning (at planning time, or at execution for a generic plan's
            // parameters): a statement runs on one partition at most, a month the route reads
            // or, for the latest-reading lookup walking back month by month, the default one
            // of a month that has no partition; never on every month.
            const months = reading.scans.filter((s) => PARTITION.test(s.table ?? "") && s.loops > 0).map((s) => s.table!);
            readingStatements += months.length > 0 ? 1 : 0;
            const strays = months.filter((month) => !READ_MONTHS.has(month) && month !== "hourly_readings_default");
            if (months.length > 1 || strays.length > 0) {
              problems.push(`${plan}: reads partitions ${months.join(", ")}\n${describePlan(statement, reading.scans)}`);
            }
            if (reading.rowsRead > 2 * who.own) {
              problems.push(`${plan}: reads ${reading.rowsRead} rows (own data ${who.own})\n${describePlan(statement, reading.scans)}`);
            }
          }
        }
      }
      expect(explained).toBeGreaterThan(urls.length);
      // The telemetry and load-curve routes read readings: the pruning check saw them.
      expect(readingStatements).toBeGreaterThan(0);
      expect(problems, problems.join("\n\n")).toEqual([]);
    },
    60_000,
  );
});
