import type { Database } from "./client";
import { debugLogs } from "./schema";

/** Stores one event the portal reported (createDebugLog). */
export async function insertDebugLog(db: Database, log: typeof debugLogs.$inferInsert): Promise<void> {
  await db.insert(debugLogs).values(log);
}
