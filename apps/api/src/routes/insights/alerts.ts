import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { costAlerts } from "../../db/schema";
import { alertMail } from "../../mail/alertMail";
import { asMailLanguage, type MailLanguage } from "../../mail/languages";
import { sendMail } from "../../mail/outbox";
import { joinUrl } from "../../mail/templates";
import type { ContractRow } from "../../scope";

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

/**
 * When the projection of the billing period starting `periodFrom` `fires` (its whole range
 * above the caller's threshold, past the period's first day: costThisMonth.ts), one e-mail
 * for that period: the row is claimed by a single UPDATE that only
 * matches while the period is not yet marked, so concurrent projections (two tabs, a retry)
 * send it once, and the e-mail limits let at most one out per period whatever thresholds are
 * set meanwhile (a new threshold shows as exceeded on the card). It runs on every projection (GET cost-this-month) and when a threshold is set
 * (PUT), so a threshold below the current projection mails at once. Readings are only seeded
 * here (no ingest path); a reading import would call it too. Returns when it was sent, if it
 * was (now or before) for this period. The e-mail is in the alert's stored language, not
 * the current request's: a projection may run without one (an import) or from another tab.
 */
export async function checkAlert(
  deps: Pick<AppDeps, "db" | "config" | "now" | "limits">,
  caller: Caller,
  contract: ContractRow,
  alert: StoredAlert | null,
  period: { from: string; until: string },
  projectedCents: number,
  fires: boolean,
): Promise<Date | null> {
  if (!alert) return null;
  if (alert.notifiedPeriodFrom === period.from) return alert.notifiedAt;
  if (!fires) return null;
  const now = deps.now();
  const claimed = await deps.db
    .update(costAlerts)
    .set({ notifiedPeriodFrom: period.from, notifiedAt: now })
    .where(
      and(
        eq(costAlerts.contractId, contract.id),
        eq(costAlerts.userId, caller.userId),
        eq(costAlerts.thresholdCents, alert.thresholdCents),
        or(isNull(costAlerts.notifiedPeriodFrom), ne(costAlerts.notifiedPeriodFrom, sql`${period.from}::date`)),
      ),
    )
    // The row's language as claimed: a threshold set again meanwhile may have changed it.
    .returning({ notifiedAt: costAlerts.notifiedAt, language: costAlerts.language });
  if (claimed.length === 0) return (await findAlert(deps.db, contract.id, caller.userId))?.notifiedAt ?? null;
  // Through the e-mail limits (auth/mailLimit.ts): thresholds changed back and forth send
  // one e-mail per period, not one per change. Refused, the period stays marked (nothing is
  // tried again on every projection) but says no e-mail went out.
  if (!(await deps.limits.mail.mayMailAlert(caller.email, `${caller.userId}:${contract.id}:${period.from}`, now))) {
    await deps.db
      .update(costAlerts)
      .set({ notifiedAt: null })
      .where(and(eq(costAlerts.contractId, contract.id), eq(costAlerts.userId, caller.userId)));
    return null;
  }
  const mail = alertMail(
    {
      line: contract.line,
      codAbonado: contract.codAbonado,
      cups: contract.cups,
      periodFrom: period.from,
      periodUntil: period.until,
      projectedCents,
      thresholdCents: alert.thresholdCents,
    },
    asMailLanguage(claimed[0]?.language ?? alert.language),
  );
  await sendMail(deps, { to: caller.email, ...mail, links: [joinUrl(deps.config.publicUrl, "/")] });
  return claimed[0]?.notifiedAt ?? now;
}
