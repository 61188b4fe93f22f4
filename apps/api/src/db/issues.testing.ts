/** Test support: support requests and their categories, written and counted directly. */
import { count, eq } from "drizzle-orm";
import type { Database } from "./client";
import { issueCategories, issueSubcategories, issues } from "./schema";

export async function insertIssueCategories(
  db: Database,
  categories: Array<typeof issueCategories.$inferInsert>,
  subcategories: Array<typeof issueSubcategories.$inferInsert>,
): Promise<void> {
  await db.insert(issueCategories).values(categories);
  await db.insert(issueSubcategories).values(subcategories);
}

/** Every user's requests, or one user's. */
export async function countIssues(db: Database, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(issues)
    .where(userId === undefined ? undefined : eq(issues.userId, userId));
  return row!.n;
}
