/** Test support: the e-mails waiting in the outbox, read directly. */
import { asc, sql } from "drizzle-orm";
import type { Database } from "./client";
import { outbox } from "./schema";

/** The outbox's e-mails (whose subject is LIKE the pattern), oldest first. */
export function outboxMails(db: Database, subjectLike?: string) {
  return db
    .select()
    .from(outbox)
    .where(subjectLike === undefined ? undefined : sql`${outbox.subject} like ${subjectLike}`)
    .orderBy(asc(outbox.id));
}
