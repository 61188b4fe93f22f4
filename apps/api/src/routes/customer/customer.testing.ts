import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { insertUserRows, linkAdminContracts } from "../../db/accounts/accounts.testing";
import type { Database, DatabaseHandle } from "../../db/client";
import { insertContracts, insertHolders, type NewContract } from "../../db/contracts/contracts.testing";
import { openTestDatabase } from "../../db/database.testing";
import { insertInvoices, type NewInvoice } from "../../db/invoices/invoices.testing";
import { insertIssueCategories } from "../../db/issues.testing";
import { insertHourlyReadingRows, type NewHourlyReading } from "../../db/measures/measures.testing";
import type { DocumentService } from "../../documents/pool/documentService";

/*
 * Small, hand-made data for the customer routes' tests (the demo seed is bigger and slower).
 * - `ana` (customer, NIF 12345678Z): 12 electricity contracts 100001–100012 and 3 gas
 *   contracts 200001–200003; invoices on 100001 and a unified (única) gas invoice on 200001.
 * - `bob` (customer, NIF 87654321X): electricity contracts 300001–300002 — "someone else".
 * - `fincas` (administrator): linked to 400001 (electricity) and 400003 (gas) of a
 *   community; 400002 belongs to the same community but is not linked.
 */

export const TODAY = new Date("2026-03-15T10:00:00Z");

export const ANA_NIF = "12345678Z";
export const BOB_NIF = "87654321X";
export const COMMUNITY_CIF = "H12345678";

/** A CUPS-shaped code: ES, distributor 0021, 12 digits, two control letters. */
export const cupsOf = (codAbonado: string) => `ES0021${codAbonado.padStart(12, "0")}XY`;

function contract(codAbonado: string, holderTaxId: string, line: "Electricidad" | "Gas", extra: Partial<NewContract> = {}): NewContract {
  const gas = line === "Gas";
  return {
    codAbonado,
    codigoContratoSicom: `SIC-${codAbonado}`,
    holderTaxId,
    line,
    cups: cupsOf(codAbonado),
    calle: "Calle de Alcalá",
    extension: "2º B",
    numDomicilio: codAbonado.slice(-2),
    codPostal: "28020",
    ciudad: "Madrid",
    provincia: "Madrid",
    fechaAlta: "2019-05-14",
    estado: "Contrato",
    tarifa: gas ? "RL.2" : "2.0TD",
    accessFee: gas ? "RL.2" : "2.0TD",
    potenciaP1: gas ? 0 : 4.6,
    potenciaP2: gas ? 0 : 4.6,
    caudal: gas ? 12.5 : null,
    ...extra,
  };
}

export interface Fixture {
  handle: DatabaseHandle;
  db: Database;
  app: FastifyInstance;
  callers: { ana: Caller; bob: Caller; fincas: Caller };
  tokens: { ana: string; bob: string; fincas: string; anaExpired: string };
  /** Contract ids by codAbonado. */
  contractIds: Record<string, number>;
  close(): Promise<void>;
}

/** `env`: settings beside demo mode's (loadConfig), e.g. a larger write quota for a load test;
 * `documents`: a document service whose tasks a test holds (otherwise the worker threads). */
export async function openFixture(env: Record<string, string> = {}, documents?: DocumentService): Promise<Fixture> {
  const handle = await openTestDatabase();
  const { db } = handle;
  await insertHolders(db, [
    { taxId: ANA_NIF, name: 'Ana García "La Portuguesa" López', phone: "600000000", email: "ana@example.com" },
    { taxId: BOB_NIF, name: "Roberto Pérez Núñez", phone: "600999888", email: "bob@example.com" },
    { taxId: COMMUNITY_CIF, name: "Comunidad de Propietarios Calle Mayor 1", phone: "910000000", email: null },
  ]);
  const rows = await insertUserRows(db, [
    {
      role: "customer",
      username: "ana",
      email: "ana@example.com",
      passwordHash: "x",
      taxId: ANA_NIF,
      phone: "600000000",
      firstName: "Ana",
    },
    {
      role: "customer",
      username: "bob",
      email: "bob@example.com",
      passwordHash: "x",
      taxId: BOB_NIF,
      phone: "600999888",
      firstName: "Bob",
    },
    { role: "admin", username: "fincas-example.com", email: "fincas@example.com", passwordHash: "x", firstName: "Fincas" },
  ]);
  const idOf = (name: string) => rows.find((r) => r.username === name)!.id;

  const fees = ["2.0TD", "3.0TD", "6.1TD", "2.0DHA"];
  const list: NewContract[] = [
    ...Array.from({ length: 12 }, (_, i) => {
      const fee = fees[i % fees.length]!;
      return contract(`1000${String(i + 1).padStart(2, "0")}`, ANA_NIF, "Electricidad", { tarifa: fee, accessFee: fee });
    }),
    contract("200001", ANA_NIF, "Gas"),
    contract("200002", ANA_NIF, "Gas", { tarifa: "RL.1", accessFee: "RL.1" }),
    contract("200003", ANA_NIF, "Gas", { fechaBaja: "2024-12-31", estado: "Baja" }),
    contract("300001", BOB_NIF, "Electricidad"),
    contract("300002", BOB_NIF, "Electricidad"),
    contract("400001", COMMUNITY_CIF, "Electricidad", { tarifa: "3.0TD", accessFee: "3.0TD", potenciaP6: 20.5 }),
    contract("400002", COMMUNITY_CIF, "Electricidad"),
    contract("400003", COMMUNITY_CIF, "Gas"),
  ];
  const inserted = await insertContracts(db, list);
  const contractIds = Object.fromEntries(inserted.map((c) => [c.codAbonado, c.id]));
  const byCode = Object.fromEntries(inserted.map((c) => [c.codAbonado, c]));
  await linkAdminContracts(db, [
    { adminUserId: idOf("fincas-example.com"), contractId: contractIds["400001"]! },
    { adminUserId: idOf("fincas-example.com"), contractId: contractIds["400003"]! },
  ]);

  await insertInvoices(db, [
    ...[1, 2, 3, 4, 5, 6].map((month) => invoice(byCode["100001"]!, `E25${month}`, month, 200 + month * 10)),
    invoice(byCode["100001"]!, "VA251", 7, 0, { categoria: "VA" }),
    invoice(byCode["200001"]!, "G251", 2, 900, { isUnica: true, isUnificada: true }),
    invoice(byCode["300001"]!, "B251", 2, 333),
  ]);

  await insertIssueCategories(
    db,
    [
      { id: "1", displayName: "Facturación" },
      { id: "2", displayName: "Contratación" },
    ],
    [
      { categoryId: "1", name: "Reclamación de factura" },
      { categoryId: "1", name: "Duplicado de factura" },
      { categoryId: "2", name: "Cambio de titular" },
    ],
  );

  const config = loadConfig({ OV_DEMO: "1", ...env });
  const app = await buildApp({ deps: { db, config, now: () => TODAY, ...(documents ? { documents } : {}) } });
  const callers = {
    ana: { userId: idOf("ana"), role: "customer", username: "ana", email: "ana@example.com", taxId: ANA_NIF },
    bob: { userId: idOf("bob"), role: "customer", username: "bob", email: "bob@example.com", taxId: BOB_NIF },
    fincas: { userId: idOf("fincas-example.com"), role: "admin", username: "fincas-example.com", email: "fincas@example.com", taxId: null },
  } satisfies Record<string, Caller>;
  const sign = (caller: Caller, minutes = 15) => signTestToken(db, caller, config.jwtSecret, minutes);
  const tokens = {
    ana: await sign(callers.ana),
    bob: await sign(callers.bob),
    fincas: await sign(callers.fincas),
    anaExpired: await sign(callers.ana, -1),
  };
  return {
    handle,
    db,
    app,
    callers,
    tokens,
    contractIds,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

function invoice(
  contract: { id: number; holderTaxId: string },
  numero: string,
  month: number,
  kwh: number,
  extra: Partial<NewInvoice> = {},
) {
  const mm = String(month).padStart(2, "0");
  return {
    contractId: contract.id,
    holderTaxId: contract.holderTaxId,
    serie: "ENERGIA",
    numero,
    launchDate: `2025-${mm}-05`,
    readingFrom: `2025-${mm}-01`,
    readingUntil: `2025-${mm}-28`,
    totalAmount: (kwh * 0.2).toFixed(2),
    consumptionKwh: kwh.toFixed(3),
    consumoP1: (kwh / 2).toFixed(3),
    consumoP2: (kwh / 2).toFixed(3),
    ...extra,
  };
}

/** One hourly measure per hour in [from, to), deterministic values. */
export async function insertHourlyReadings(db: Database, contractId: number, from: Date, to: Date): Promise<number> {
  const rows: NewHourlyReading[] = [];
  for (let t = from.getTime(), i = 0; t < to.getTime(); t += 3_600_000, i++) {
    rows.push({ contractId, at: new Date(t), activeKwh: 0.25 + (i % 24) / 100, reactiveKvarh: 0.05, surplusKwh: i % 24 === 12 ? 0.5 : 0 });
  }
  await insertHourlyReadingRows(db, rows);
  return rows.length;
}

/** fastify.inject with a bearer token. */
export function call(app: FastifyInstance, token: string | null, options: InjectOptions) {
  const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return app.inject({ ...options, headers });
}

/** Hostile strings for the bad-input tests. */
export const HOSTILE = {
  sql: "' OR 1=1 --",
  html: "<script>alert(1)</script>",
  long: "x".repeat(10_240),
};
