import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Caller } from "../auth/tokens";
import { callerContracts } from "../scope";
import type { Database } from "./client";
import { contracts, holders, issueCategories, issueSubcategories, issues, users } from "./schema";

export type Issue = typeof issues.$inferSelect;

/** Statuses counted as open (lower case). The seed and the issue routes write 'Abierta';
 * 'open', 'nueva' and 'en curso' are accepted as open too, in case data comes from elsewhere. */
const OPEN_STATUSES = ["abierta", "open", "nueva", "en curso"];

/** The caller's request sent with this idempotency key, if any. */
export async function findIssueByKey(db: Database, userId: number, key: string): Promise<Issue | undefined> {
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.userId, userId), eq(issues.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The caller's contract with this codAbonado and CUPS (any case), if it is the caller's. */
export async function findIssueContract(db: Database, caller: Caller, contractCode: string, cups: string) {
  const [contract] = await db
    .select({ line: contracts.line, cups: contracts.cups })
    .from(contracts)
    .where(
      and(
        callerContracts(db, caller),
        eq(contracts.codAbonado, contractCode),
        sql`upper(${contracts.cups}) = ${cups.trim().toUpperCase()}`,
      ),
    )
    .limit(1);
  return contract;
}

export async function subcategoryExists(db: Database, categoryId: string, name: string): Promise<boolean> {
  const [subcategory] = await db
    .select({ name: issueSubcategories.name })
    .from(issueSubcategories)
    .where(and(eq(issueSubcategories.categoryId, categoryId), eq(issueSubcategories.name, name)))
    .limit(1);
  return subcategory !== undefined;
}

/** The new request's id; undefined when a request with the same idempotency key exists. */
export async function insertIssue(db: Database, values: typeof issues.$inferInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(issues)
    .values(values)
    .onConflictDoNothing({ target: [issues.userId, issues.idempotencyKey] })
    .returning({ id: issues.id });
  return row?.id;
}

export async function countOpenIssues(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(issues)
    .where(and(eq(issues.userId, userId), inArray(sql`lower(${issues.status})`, OPEN_STATUSES)));
  return row?.total ?? 0;
}

/** The user's newest `limit` requests, and how many there are in all. */
export async function listIssues(db: Database, userId: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: issues.id, subject: issues.subject, status: issues.status, createdAt: issues.createdAt })
      .from(issues)
      .where(eq(issues.userId, userId))
      .orderBy(desc(issues.createdAt), desc(issues.id))
      .limit(limit),
    db.select({ total: count() }).from(issues).where(eq(issues.userId, userId)),
  ]);
  return { rows, total: total?.total };
}

/** One of the user's requests with its category's name, the contract's holder and the user's
 * contact data. */
export async function findIssueDetail(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({
      id: issues.id,
      subject: issues.subject,
      status: issues.status,
      category: issueCategories.displayName,
      categoryId: issues.categoryId,
      line: issues.line,
      cups: issues.cups,
      contractCode: issues.contractCode,
      holderTaxId: contracts.holderTaxId,
      userTaxId: users.taxId,
      email: users.email,
      userPhone: users.phone,
      holderPhone: holders.phone,
      description: issues.description,
      createdAt: issues.createdAt,
    })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.userId))
    .leftJoin(issueCategories, eq(issueCategories.id, issues.categoryId))
    .leftJoin(contracts, eq(contracts.codAbonado, issues.contractCode))
    .leftJoin(holders, eq(holders.taxId, contracts.holderTaxId))
    .where(and(eq(issues.id, id), eq(issues.userId, userId)))
    .limit(1);
  return row;
}

/** Every category, by id. */
export async function listIssueCategories(db: Database) {
  return db.select().from(issueCategories).orderBy(asc(issueCategories.id));
}

export async function issueCategoryExists(db: Database, category: string): Promise<boolean> {
  const [known] = await db.select({ id: issueCategories.id }).from(issueCategories).where(eq(issueCategories.id, category));
  return known !== undefined;
}

/** The category's subcategory names, in alphabetical order. */
export async function listSubcategoryNames(db: Database, category: string): Promise<string[]> {
  const rows = await db
    .select({ name: issueSubcategories.name })
    .from(issueSubcategories)
    .where(eq(issueSubcategories.categoryId, category))
    .orderBy(asc(issueSubcategories.name));
  return rows.map((r) => r.name);
}
