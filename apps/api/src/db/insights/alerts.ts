import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { asMailLanguage, type MailLanguage } from "../../mail/languages";
import type { Database } from "../client";
import { costAlerts } from "../schema";

export interface StoredAlert {
  thresholdCents: number;
  notifiedPeriodFrom: string | null;
  notifiedAt: Date | null;
  /** The language its e-mail is written in: the one chosen when it was set. */
  language: MailLanguage;
}

export async function findAlert(db: Database, contractId: number, userId: number): Promise<StoredAlert | null> {
  const [row] = await db
    .select({
      thresholdCents: costAlerts.thresholdCents,
      notifiedPeriodFrom: costAlerts.notifiedPeriodFrom,
      notifiedAt: costAlerts.notifiedAt,
      language: costAlerts.language,
    })
    .from(costAlerts)
    .where(and(eq(costAlerts.contractId, contractId), eq(costAlerts.userId, userId)));
  return row ? { ...row, language: asMailLanguage(row.language) } : null;
}

/** A new threshold is a new promise: the card shows it crossed, and the period's e-mail may go
 * out for it if none has this period (checkAlert), in the language of this request (setting it again from another language moves the e-mail there).
 * The same amount saved again (the form submitted twice, or opened and saved as it was)
 * keeps the period's mark, so it does not send the period's e-mail a second time. */
export async function saveAlert(
  db: Database,
  contractId: number,
  userId: number,
  thresholdCents: number,
  language: MailLanguage = "es",
): Promise<void> {
  const unchanged = sql`${costAlerts.thresholdCents} = ${thresholdCents}`;
  await db
    .insert(costAlerts)
    .values({ contractId, userId, thresholdCents, language })
    .onConflictDoUpdate({
      target: [costAlerts.contractId, costAlerts.userId],
      set: {
        thresholdCents,
        language,
        notifiedPeriodFrom: sql`CASE WHEN ${unchanged} THEN ${costAlerts.notifiedPeriodFrom} END`,
        notifiedAt: sql`CASE WHEN ${unchanged} THEN ${costAlerts.notifiedAt} END`,
      },
    });
}

export async function deleteAlert(db: Database, contractId: number, userId: number): Promise<void> {
  await db.delete(costAlerts).where(and(eq(costAlerts.contractId, contractId), eq(costAlerts.userId, userId)));
}

/** Marks the alert's row as mailed for the period starting `periodFrom`, by a single UPDATE
 * that only matches while the period is not yet marked and the threshold is still
 * `thresholdCents`: empty when another projection claimed it first (checkAlert). */
export async function claimAlertPeriod(
  db: Database,
  contractId: number,
  userId: number,
  thresholdCents: number,
  periodFrom: string,
  now: Date,
): Promise<{ notifiedAt: Date | null; language: MailLanguage }[]> {
  return (
    db
      .update(costAlerts)
      .set({ notifiedPeriodFrom: periodFrom, notifiedAt: now })
      .where(
        and(
          eq(costAlerts.contractId, contractId),
          eq(costAlerts.userId, userId),
          eq(costAlerts.thresholdCents, thresholdCents),
          or(isNull(costAlerts.notifiedPeriodFrom), ne(costAlerts.notifiedPeriodFrom, sql`${periodFrom}::date`)),
        ),
      )
      // The row's language as claimed: a threshold set again meanwhile may have changed it.
      .returning({ notifiedAt: costAlerts.notifiedAt, language: costAlerts.language })
  );
}

/** The period stays marked but says no e-mail went out (the e-mail limits refused it). */
export async function forgetAlertMailed(db: Database, contractId: number, userId: number): Promise<void> {
  await db
    .update(costAlerts)
    .set({ notifiedAt: null })
    .where(and(eq(costAlerts.contractId, contractId), eq(costAlerts.userId, userId)));
}
