/** Test support: cost alerts set directly, and date arithmetic asked of PostgreSQL. */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../queryRows";
import { costAlerts } from "../schema";

export async function insertCostAlert(db: Database, alert: typeof costAlerts.$inferInsert): Promise<void> {
  await db.insert(costAlerts).values(alert);
}

/** Every cost alert of the user gets this threshold. */
export async function setCostAlertThresholdOf(db: Database, userId: number, thresholdCents: number): Promise<void> {
  await db.execute(sql`update cost_alerts set threshold_cents = ${thresholdCents} where user_id = ${userId}`);
}

/** Every day in [from, until] with the day a year before it, as PostgreSQL's interval works it out. */
export function yearAgoDays(db: Database, from: string, until: string) {
  return queryRows<{ day: string; yearAgo: string }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day, to_char((d::date - interval '1 year')::date, 'YYYY-MM-DD') as "yearAgo"
          from generate_series(${from}::date, ${until}::date, interval '1 day') d`,
  );
}

/** The user's alert on the contract at this threshold, its period's mark cleared. */
export async function resetCostAlert(db: Database, contractId: number, userId: number, thresholdCents: number): Promise<void> {
  await db
    .insert(costAlerts)
    .values({ contractId, userId, thresholdCents })
    .onConflictDoUpdate({
      target: [costAlerts.contractId, costAlerts.userId],
      set: { thresholdCents, notifiedPeriodFrom: null, notifiedAt: null },
    });
}
