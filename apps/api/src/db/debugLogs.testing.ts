/** Test support: the stored debug logs, read directly. */
import { count, eq } from "drizzle-orm";
import type { Database } from "./client";
import { debugLogs } from "./schema";

/** Every user's logs, or one user's. */
export async function countDebugLogs(db: Database, userId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(debugLogs)
    .where(userId === undefined ? undefined : eq(debugLogs.userId, userId));
  return row!.n;
}

export async function debugLogOf(db: Database, userId: number) {
  const [row] = await db.select().from(debugLogs).where(eq(debugLogs.userId, userId));
  return row;
}
