import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/queryRows";
import type { ContractPlan } from "./contracts";
import { addDays, type IsoDate, madridDate, utcMidnight } from "./dates";
import { hashDemoPassword, MONTHS_OF_INVOICES } from "./demo";
import { makeNif } from "./identity";
import { asInvoiceContract, asMeasuredContract, insertContracts, insertHolders, insertUsers, type UserInsert } from "./inserts";
import { allocateNumbers, InvoiceNumbers, insertInvoices, monthlyInvoices, unify } from "./invoices";
import { withMaximeters } from "./maximeter";
import { insertHourlyReadings } from "./measures";
import { CITY_KEYS } from "./places";
import { DEMO_CONTRACTS } from "./plans";
import { insertPricePlans } from "./prices";
import { Random } from "./random";

export interface ScaleOptions {
  /** How many load customers to add, each like demo: 15 contracts, 26 months of invoices. */
  scale: number;
  today?: Date;
  /** Hourly readings per electricity contract of the new customers (default none). */
  measuresDays?: number;
  /** Customers per transaction. */
  batch?: number;
}

export interface ScaleSummary {
  /** Usernames added: load<first>..load<last>. */
  first: number;
  last: number;
  customers: number;
  contracts: number;
  invoices: number;
  hourlyReadings: number;
  ms: number;
}

const FIRST_NAMES = ["Ana", "Carlos", "Elena", "Javier", "Laura", "Miguel", "Nuria", "Pablo", "Sara", "Tomás", "Irene", "Raúl"];
const SURNAMES = ["García", "Fernández", "López", "Martínez", "Sánchez", "Gómez", "Ruiz", "Díaz", "Moreno", "Álvarez", "Romero", "Navarro"];

/** Load customer k: username load<k>, NIF from 20000000 + k, contracts 1000000 + 100k + 1..15. */
type LoadCustomer = ReturnType<typeof loadCustomer>;

export function loadCustomer(k: number) {
  const rng = new Random(`load:${k}`);
  const nif = makeNif(20_000_000 + k);
  const contracts: ContractPlan[] = DEMO_CONTRACTS.map((template, j) => ({
    codAbonado: String(1_000_000 + k * 100 + j + 1),
    holderTaxId: nif,
    tariff: template.tariff,
    city: rng.pick(CITY_KEYS),
    ended: template.ended,
    solarKw: template.solarKw,
  }));
  return {
    username: `load${k}`,
    email: `load${k}@example.com`,
    nif,
    phone: `6${String(k % 100_000_000).padStart(8, "0")}`,
    firstName: rng.pick(FIRST_NAMES),
    lastName: `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`,
    contracts,
  };
}

/** Adds `scale` load customers after the last existing load<k> (so runs add up), in
 * batches of multi-row inserts, one transaction per batch. Password: the demo one. */
export async function seedScale(db: Database, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const today = madridDate(options.today ?? new Date());
  const batch = options.batch ?? 50;
  const [last] = await queryRows<{ k: number | null }>(
    db,
    sql`select max(substring(username from 5)::int) as k from users where role = 'customer' and username ~ '^load[0-9]+$'`,
  );
  const first = (last?.k ?? 0) + 1;
  const summary: ScaleSummary = {
    first,
    last: first + options.scale - 1,
    customers: 0,
    contracts: 0,
    invoices: 0,
    hourlyReadings: 0,
    ms: 0,
  };
  if (options.scale <= 0) return { ...summary, last: first - 1 };
  const passwordHash = await hashDemoPassword();
  const createdAt = utcMidnight(addDays(today, -400));
  // The last numbers once, then carried from batch to batch: reading them again for every
  // batch scanned every invoice each time, and a --scale 10000 run took over an hour.
  const numbers = await InvoiceNumbers.load(db);

  for (let from = first; from <= summary.last; from += batch) {
    const customers = Array.from({ length: Math.min(batch, summary.last - from + 1) }, (_, i) => loadCustomer(from + i));
    const counts = await db.transaction((transaction) =>
      insertLoadBatch(transaction as unknown as Database, customers, {
        today,
        createdAt,
        passwordHash,
        numbers,
        measuresDays: options.measuresDays ?? 0,
      }),
    );
    summary.customers += customers.length;
    summary.contracts += counts.contracts;
    summary.invoices += counts.invoices;
  }
  // Fresh statistics for the planner: autovacuum analyzes a grown table only later, and until
  // then it plans with the sizes and shares of before (demo's 15 contracts as a quarter of all
  // of them), which may pick a plan that reads every customer's rows.
  await db.execute(sql`analyze`);
  if ((options.measuresDays ?? 0) > 0) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from hourly_readings r join contracts c on c.id = r.contract_id join users u on u.tax_id = c.holder_tax_id
      where u.username ~ '^load[0-9]+$' and substring(u.username from 5)::int between ${first} and ${summary.last}`,
    );
    summary.hourlyReadings = count?.n ?? 0;
  }
  return { ...summary, ms: Math.round(performance.now() - started) };
}

interface BatchContext {
  today: IsoDate;
  createdAt: Date;
  passwordHash: string;
  /** The invoice numbers' counters, carried from batch to batch. */
  numbers: InvoiceNumbers;
  measuresDays: number;
}

/** One batch of load customers: holders, users, contracts, plans, invoices and readings. */
async function insertLoadBatch(
  tx: Database,
  customers: LoadCustomer[],
  context: BatchContext,
): Promise<{ contracts: number; invoices: number }> {
  const { today, createdAt, passwordHash, numbers } = context;
  await insertHolders(
    tx,
    customers.map((c) => ({ taxId: c.nif, name: `${c.firstName} ${c.lastName}`, phone: c.phone, email: c.email })),
  );
  const users: UserInsert[] = customers.map((c) => ({
    role: "customer",
    username: c.username,
    email: c.email,
    passwordHash,
    taxId: c.nif,
    phone: c.phone,
    firstName: c.firstName,
    lastName: c.lastName,
    validatedAt: createdAt,
    createdAt,
  }));
  await insertUsers(tx, users);
  const stored = await insertContracts(
    tx,
    customers.flatMap((c) => c.contracts),
    today,
  );
  const invoiceContracts = stored.map((c) => asInvoiceContract(c, today));
  await insertPricePlans(
    tx,
    invoiceContracts.map((c) => ({ contractId: c.id, plans: c.plans })),
  );
  // Load customers' invoices bill a synthetic consumption: pricing their readings month by
  // month would sum every reading of thousands of contracts for figures nobody reads.
  const drafts = invoiceContracts.flatMap((c) => monthlyInvoices(c, today, MONTHS_OF_INVOICES));
  // Their invoices are not billed from readings: every maxímetro is synthesised.
  withMaximeters(drafts, invoiceContracts, new Map(), today);
  for (const c of customers) {
    const codes = c.contracts.map((p) => p.codAbonado);
    unify(drafts, codes.slice(0, 3), 6, today, `${c.username}-luz`);
    unify(drafts, codes.slice(12, 14), 6, today, `${c.username}-gas`);
  }
  const rows = allocateNumbers(drafts, numbers);
  await insertInvoices(tx, rows);
  const measured = stored.filter((c) => c.row.line === "Electricidad").map(asMeasuredContract);
  await insertHourlyReadings(tx, measured, today, context.measuresDays);
  return { contracts: stored.length, invoices: rows.length };
}
