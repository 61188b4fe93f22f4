import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { NO_PASSWORD } from "../auth/passwords";
import type { Database } from "../db/client";
import { queryRows } from "../db/queryRows";
import { adminContracts, issueCategories, issueSubcategories, issues } from "../db/schema";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO2_CUSTOMER, PENDING_ADMIN, SIGNUP_HOLDER } from "./accounts";
import { insertDemoBankAccounts } from "./bankAccounts";
import { addDays, addMonths, type IsoDate, madridDate, utcMidnight } from "./dates";
import { demoIssues } from "./demoIssues";
import { asInvoiceContract, asMeasuredContract, insertContracts, insertHolders, insertUsers, type StoredContract } from "./inserts";
import {
  allocateNumbers,
  type InvoiceContract,
  type InvoiceDraft,
  InvoiceNumbers,
  insertInvoices,
  type MeasuredMonth,
  miscInvoice,
  monthlyInvoices,
  unify,
} from "./invoices";
import { firstWholeMonth, measuredPeaks, withMaximeters } from "./maximeter";
import { insertHourlyReadings, measuredMonths } from "./measures";
import { markDemoPayments } from "./payments";
import { ISSUE_CATEGORIES } from "./places";
import { ADMIN_CONTRACTS, ADMIN_HOLDERS, DEMO_CONTRACTS, DEMO2_CONTRACTS, SIGNUP_CONTRACTS } from "./plans";
import { insertPricePlans } from "./prices";

export interface SeedOptions {
  /** The day the data is relative to (invoices for the 26 months before its month, measures
   * up to the day before). Default: now. Same `today` → same data. */
  today?: Date;
  /** Days of hourly readings per electricity contract of demo, demo2 and the signup holder
   * (the administrator's contracts have none). Default 400. */
  measuresDays?: number;
}

export interface DemoSummary {
  /** false when the demo user already existed and nothing was written. */
  seeded: boolean;
  /** 'YYYY-MM-DD' (Madrid) the data is relative to. */
  today: IsoDate;
  users: number;
  holders: number;
  contracts: number;
  electricityContracts: number;
  gasContracts: number;
  adminLinks: number;
  invoices: number;
  hourlyReadings: number;
  issueCategories: number;
  issueSubcategories: number;
  issues: number;
  ms: number;
}

export const MONTHS_OF_INVOICES = 26;
export const DEFAULT_MEASURES_DAYS = 400;
/** Serializes seeding between processes sharing a PostgreSQL server. */
const SEED_LOCK = 7_340_001;

/** One argon2id hash of the demo password, shared by every seeded user (hashing is slow on purpose). */
export function hashDemoPassword(): Promise<string> {
  return hash(DEMO_PASSWORD);
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users where lower(username) = ${DEMO_CUSTOMER.username} and role = 'customer' limit 1`,
  );
  return rows.length > 0;
}

/** Seeds the demo data unless the `demo` user exists; true when it seeded now. */
export async function ensureSeeded(db: Database, options: SeedOptions = {}): Promise<boolean> {
  return (await seedDemo(db, options)).seeded;
}

/** The demo data (see accounts.ts and plans.ts), in one transaction. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const today = madridDate(options.today ?? new Date());
  const measuresDays = options.measuresDays ?? DEFAULT_MEASURES_DAYS;
  const empty = emptySummary(today);
  if (await isSeeded(db)) return { ...empty, ms: Math.round(performance.now() - started) };
  const passwordHash = await hashDemoPassword();

  const summary = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return empty;
    return seedInTransaction(tx, today, measuresDays, passwordHash);
  });
  return { ...summary, ms: Math.round(performance.now() - started) };
}

function emptySummary(today: IsoDate): DemoSummary {
  return {
    seeded: false,
    today,
    users: 0,
    holders: 0,
    contracts: 0,
    electricityContracts: 0,
    gasContracts: 0,
    adminLinks: 0,
    invoices: 0,
    hourlyReadings: 0,
    issueCategories: 0,
    issueSubcategories: 0,
    issues: 0,
    ms: 0,
  };
}

// The order of the inserts is the order of the serial ids: changing it changes the data.
async function seedInTransaction(tx: Database, today: IsoDate, measuresDays: number, passwordHash: string): Promise<DemoSummary> {
  const subcategories = await insertIssueCategories(tx);
  const holders = await insertDemoHolders(tx);
  const userIds = await insertDemoUsers(tx, today, passwordHash);
  const contracts = await insertDemoContracts(tx, today, userIds);
  const { all, admin, adminLinks } = contracts;
  const rows = await insertDemoInvoices(tx, contracts, today, measuresDays);

  const demoUserId = userIds.get(DEMO_CUSTOMER.username) as number;
  const issueRows = demoIssues(demoUserId, contracts.demo, today);
  await tx.insert(issues).values(issueRows);
  await insertDemoBankAccounts(tx, all, today);

  const [readings] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from hourly_readings`);
  return {
    seeded: true,
    today,
    users: userIds.size,
    holders,
    contracts: all.length,
    electricityContracts: all.filter((c) => c.row.line === "Electricidad").length,
    gasContracts: all.filter((c) => c.row.line === "Gas").length,
    adminLinks: admin.length + adminLinks,
    invoices: rows,
    hourlyReadings: Number(readings?.n ?? 0),
    issueCategories: ISSUE_CATEGORIES.length,
    issueSubcategories: subcategories,
    issues: issueRows.length,
    ms: 0,
  } satisfies DemoSummary;
}

/** The support requests' categories and subcategories; how many subcategories. */
async function insertIssueCategories(tx: Database): Promise<number> {
  await tx
    .insert(issueCategories)
    .values(ISSUE_CATEGORIES.map(({ id, displayName }) => ({ id, displayName })))
    .onConflictDoNothing();
  const subcategories = ISSUE_CATEGORIES.flatMap((c) => c.subcategories.map((name) => ({ categoryId: c.id, name })));
  await tx.insert(issueSubcategories).values(subcategories).onConflictDoNothing();
  return subcategories.length;
}

/** The contract holders; how many. */
async function insertDemoHolders(tx: Database): Promise<number> {
  const holders = [
    {
      taxId: DEMO_CUSTOMER.nif,
      name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
      phone: DEMO_CUSTOMER.phone,
      email: DEMO_CUSTOMER.email,
    },
    {
      taxId: DEMO2_CUSTOMER.nif,
      name: `${DEMO2_CUSTOMER.firstName} ${DEMO2_CUSTOMER.lastName}`,
      phone: DEMO2_CUSTOMER.phone,
      email: DEMO2_CUSTOMER.email,
    },
    { taxId: SIGNUP_HOLDER.nif, name: SIGNUP_HOLDER.name, phone: SIGNUP_HOLDER.phone, email: null },
    ...ADMIN_HOLDERS,
  ];
  await insertHolders(tx, holders);
  return holders.length;
}

/** The four users; their ids by username. */
function insertDemoUsers(tx: Database, today: IsoDate, passwordHash: string): Promise<Map<string, number>> {
  const createdAt = utcMidnight(addDays(today, -420));
  const person = (
    role: "customer" | "admin",
    a: { username: string; email: string; firstName: string; lastName: string },
    taxId: string | null,
    phone: string,
  ) => ({
    role,
    username: a.username,
    email: a.email,
    passwordHash,
    taxId,
    phone,
    firstName: a.firstName,
    lastName: a.lastName,
    validatedAt: createdAt,
    createdAt,
  });
  return insertUsers(tx, [
    person("customer", DEMO_CUSTOMER, DEMO_CUSTOMER.nif, DEMO_CUSTOMER.phone),
    person("customer", DEMO2_CUSTOMER, DEMO2_CUSTOMER.nif, DEMO2_CUSTOMER.phone),
    // Administrators send the phone '0' at signup (part 1 §5) and reach contracts through admin_contracts.
    person("admin", DEMO_ADMIN, null, "0"),
    // Registered by the retailer, not signed up: no password, not validated (signup sets both).
    { ...person("admin", PENDING_ADMIN, null, "0"), passwordHash: NO_PASSWORD, phone: null, validatedAt: null },
  ]);
}

interface DemoContracts {
  demo: StoredContract[];
  demo2: StoredContract[];
  signup: StoredContract[];
  admin: StoredContract[];
  all: StoredContract[];
  /** The pending administrator's links (the other administrator has one per `admin` contract). */
  adminLinks: number;
}

/** Every contract, and the administrators' links to theirs. */
async function insertDemoContracts(tx: Database, today: IsoDate, userIds: Map<string, number>): Promise<DemoContracts> {
  const demo = await insertContracts(tx, DEMO_CONTRACTS, today);
  const demo2 = await insertContracts(tx, DEMO2_CONTRACTS, today);
  const signup = await insertContracts(tx, SIGNUP_CONTRACTS, today);
  const admin = await insertContracts(tx, ADMIN_CONTRACTS, today);

  const adminUserId = userIds.get(DEMO_ADMIN.username) as number;
  await tx.insert(adminContracts).values(admin.map((c) => ({ adminUserId, contractId: c.id })));
  const pendingAdminId = userIds.get(PENDING_ADMIN.username) as number;
  const pendingLinks = admin.slice(-PENDING_ADMIN.linkedContracts).map((c) => ({ adminUserId: pendingAdminId, contractId: c.id }));
  await tx.insert(adminContracts).values(pendingLinks);
  return { demo, demo2, signup, admin, all: [...demo, ...demo2, ...signup, ...admin], adminLinks: pendingLinks.length };
}

/** Price plans, hourly readings, then the invoices that bill them; how many invoices. */
async function insertDemoInvoices(tx: Database, contracts: DemoContracts, today: IsoDate, measuresDays: number): Promise<number> {
  const { all, demo, demo2, signup } = contracts;
  const invoiceContracts = all.map((c) => asInvoiceContract(c, today));
  await insertPricePlans(
    tx,
    invoiceContracts.map((c) => ({ contractId: c.id, plans: c.plans })),
  );
  // Readings first: the invoices of the months they cover bill what they measured.
  const measured = [...demo, ...demo2, ...signup].filter((c) => c.row.line === "Electricidad");
  await insertHourlyReadings(tx, measured.map(asMeasuredContract), today, measuresDays);
  const supplies = measured.map((c) => ({ id: c.id, tariff: c.tariff }));
  const months = await measuredMonths(tx, supplies, today, measuresDays);
  const drafts = demoInvoiceDrafts(all, invoiceContracts, months, today);
  const peaks = await measuredPeaks(tx, supplies, today, measuresDays);
  withMaximeters(drafts, invoiceContracts, peaks, firstWholeMonth(today, measuresDays));
  const rows = allocateNumbers(drafts, await InvoiceNumbers.load(tx));
  await insertInvoices(tx, rows);
  return rows.length;
}

/** 26 monthly invoices per contract plus the special cases the screens need. */
function demoInvoiceDrafts(
  all: StoredContract[],
  invoiceContracts: InvoiceContract[],
  measured: Map<number, Map<IsoDate, MeasuredMonth>>,
  today: IsoDate,
): InvoiceDraft[] {
  const drafts = invoiceContracts.flatMap((c) => monthlyInvoices(c, today, MONTHS_OF_INVOICES, measured.get(c.id)));
  const byCode = (code: string) => drafts.filter((d) => d.codAbonado === code);
  const monthAgo = (months: number) => addMonths(today, -months);

  // Unified invoices: demo's three Madrid electricity contracts and two gas contracts, and
  // the first comunidad's electricity supplies, for the last 6 months (one per month each).
  unify(drafts, ["100001", "100002", "100003"], 6, today, "demo-luz");
  unify(drafts, ["100013", "100014"], 6, today, "demo-gas");
  unify(
    drafts,
    ADMIN_CONTRACTS.slice(0, 5).map((c) => c.codAbonado),
    6,
    today,
    "fincas-1",
  );

  // The 6.1TD supplies are invoiced in the electronic series FE<yy> for the last 6 months.
  for (const code of ["100007", "100012"]) {
    for (const d of byCode(code)) if (d.readingFrom >= monthAgo(6)) d.serie = `FE${d.launchDate.slice(2, 4)}`;
  }
  // Proformas on two large-customer invoices.
  const proforma = (code: string, months: number, count: number) => {
    const d = byCode(code).find((x) => x.readingFrom === monthAgo(months));
    if (d) d.proformaCount = count;
  };
  proforma("100007", 1, 2);
  proforma("100012", 2, 1);
  // Gas proformas: on a member of demo's unified gas invoice and on a single gas invoice.
  proforma("100013", 1, 2);
  proforma("100015", 2, 1);
  // Exactly one invoice that cannot be downloaded.
  const locked = byCode(DEMO_CUSTOMER.withUndownloadable).find((x) => x.readingFrom === monthAgo(3));
  if (locked) locked.canDownload = false;
  // Exactly one miscellaneous invoice: a meter verification, mid-month 5 months ago.
  const misc = all.find((c) => c.row.codAbonado === DEMO_CUSTOMER.withMiscInvoice) as StoredContract;
  drafts.push(miscInvoice(asInvoiceContract(misc, today), addDays(monthAgo(5), 14), 45.98));
  markDemoPayments(drafts, today);
  return drafts;
}
