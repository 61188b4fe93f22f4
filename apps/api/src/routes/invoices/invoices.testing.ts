/** The invoice routes' tests run on the demo seed (seedDemo, no hourly measures). */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../app";
import type { Caller } from "../../auth/tokens";
import { signTestToken } from "../../auth/tokens.testing";
import { loadConfig } from "../../config";
import { callerRows } from "../../db/accounts/accounts.testing";
import type { Database, DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/database.testing";
import { type InvoiceFilter, type InvoiceRow, invoicesWhere } from "../../db/invoices/invoices.testing";
import type { DocumentService } from "../../documents/pool/documentService";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER } from "../../seed/accounts";
import { seedDemo } from "../../seed/demo";

export const TODAY = new Date("2026-03-15T10:00:00Z");
export { DEMO_ADMIN, DEMO_CUSTOMER, DEMO2_CUSTOMER };

export interface InvoiceTestContext {
  handle: DatabaseHandle;
  db: Database;
  app: FastifyInstance;
  callers: { demo: Caller; demo2: Caller; admin: Caller };
  tokens: { demo: string; demo2: string; admin: string; expired: string };
  close(): Promise<void>;
}

/** `documents` replaces the app's worker pool and export slots (tests that hold tasks). */
export async function startInvoiceApp(options: { documents?: DocumentService } = {}): Promise<InvoiceTestContext> {
  const handle = await openTestDatabase();
  await seedDemo(handle.db, { today: TODAY, measuresDays: 0 });
  const config = loadConfig({ OV_DEMO: "1" });
  const app = await buildApp({ deps: { db: handle.db, config, now: () => TODAY, documents: options.documents } });
  const users = await callerRows(handle.db);
  const callerOf = (username: string): Caller => {
    const user = users.find((u) => u.username === username);
    if (!user) throw new Error(`no user ${username}`);
    return { userId: user.id, role: user.role, username: user.username, email: user.email, taxId: user.tax_id };
  };
  const callers = {
    demo: callerOf(DEMO_CUSTOMER.username),
    demo2: callerOf(DEMO2_CUSTOMER.username),
    admin: callerOf(DEMO_ADMIN.username),
  };
  const sign = (caller: Caller, minutes = 15) => signTestToken(handle.db, caller, config.jwtSecret, minutes);
  const tokens = {
    demo: await sign(callers.demo),
    demo2: await sign(callers.demo2),
    admin: await sign(callers.admin),
    expired: await sign(callers.demo, -1),
  };
  return {
    handle,
    db: handle.db,
    app,
    callers,
    tokens,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** GET with a bearer token (or none), a query object and headers. */
export function get(
  app: FastifyInstance,
  url: string,
  options: { token?: string; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = { method: "GET", url, query: options.query, headers: { ...options.headers } };
  if (options.token) request.headers = { ...request.headers, authorization: `Bearer ${options.token}` };
  return app.inject(request);
}

export { type InvoiceFilter, type InvoiceRow, invoicesWhere };

export async function firstInvoice(db: Database, filter: InvoiceFilter): Promise<InvoiceRow> {
  const [row] = await invoicesWhere(db, filter);
  if (!row) throw new Error("no invoice for the filter");
  return row;
}

/** The shown number: series prefixed except ENERGIA. */
export const shownNumber = (row: InvoiceRow) => (row.serie === "ENERGIA" ? row.numero : `${row.serie}${row.numero}`);

export const DEMO_NIF = DEMO_CUSTOMER.nif;
export const DEMO2_NIF = DEMO2_CUSTOMER.nif;
export const demoTax = { holderTaxId: DEMO_CUSTOMER.nif } satisfies InvoiceFilter;
export const demo2Tax = { holderTaxId: DEMO2_CUSTOMER.nif } satisfies InvoiceFilter;
