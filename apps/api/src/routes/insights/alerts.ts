import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { costAlerts } from "../../db/schema";
import { sendMail } from "../../mail/outbox";
import { joinUrl } from "../../mail/templates";
import type { ContractRow } from "../../scope";

export interface StoredAlert {
  thresholdCents: number;
  notifiedPeriodFrom: string | null;
  notifiedAt: Date | null;
}

export async function findAlert(db: Database, contractId: number, userId: number): Promise<StoredAlert | null> {
  const [row] = await db
    .select({
      thresholdCents: costAlerts.thresholdCents,
      notifiedPeriodFrom: costAlerts.notifiedPeriodFrom,
      notifiedAt: costAlerts.notifiedAt,
    })
    .from(costAlerts)
    .where(and(eq(costAlerts.contractId, contractId), eq(costAlerts.userId, userId)));
  return row ?? null;
}

/** A new threshold is a new promise: the period's e-mail may go out again for it. The same
 * amount saved again (the form submitted twice, or opened and saved as it was) keeps the
 * period's mark, so it does not send the period's e-mail a second time. */
export async function saveAlert(db: Database, contractId: number, userId: number, thresholdCents: number): Promise<void> {
  const unchanged = sql`${costAlerts.thresholdCents} = ${thresholdCents}`;
  await db
    .insert(costAlerts)
    .values({ contractId, userId, thresholdCents })
    .onConflictDoUpdate({
      target: [costAlerts.contractId, costAlerts.userId],
      set: {
        thresholdCents,
        notifiedPeriodFrom: sql`CASE WHEN ${unchanged} THEN ${costAlerts.notifiedPeriodFrom} END`,
        notifiedAt: sql`CASE WHEN ${unchanged} THEN ${costAlerts.notifiedAt} END`,
      },
    });
}

export async function deleteAlert(db: Database, contractId: number, userId: number): Promise<void> {
  await db.delete(costAlerts).where(and(eq(costAlerts.contractId, contractId), eq(costAlerts.userId, userId)));
}

const euros = (cents: number) =>
  new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(cents / 100);

/**
 * When the projection of the billing period starting `periodFrom` is above the caller's
 * threshold, one e-mail for that period: the row is claimed by a single UPDATE that only
 * matches while the period is not yet marked, so concurrent projections (two tabs, a retry)
 * send it once. It runs on every projection (GET cost-this-month) and when a threshold is set
 * (PUT), so a threshold below the current projection mails at once. Readings are only seeded
 * here (no ingest path); a reading import would call it too. Returns when it was sent, if it
 * was (now or before) for this period.
 */
export async function checkAlert(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  caller: Caller,
  contract: ContractRow,
  alert: StoredAlert | null,
  period: { from: string; until: string },
  projectedCents: number,
): Promise<Date | null> {
  if (!alert) return null;
  if (alert.notifiedPeriodFrom === period.from) return alert.notifiedAt;
  if (projectedCents <= alert.thresholdCents) return null;
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
    .returning({ notifiedAt: costAlerts.notifiedAt });
  if (claimed.length === 0) return (await findAlert(deps.db, contract.id, caller.userId))?.notifiedAt ?? null;
  const kind = contract.line === "Gas" ? "gas" : "luz";
  await sendMail(deps, {
    to: caller.email,
    subject: `Tu factura de ${kind} puede superar ${euros(alert.thresholdCents)}`,
    text: [
      "Hola,",
      "",
      `La previsión de la factura del contrato ${contract.codAbonado} (${contract.cups}) para el periodo del ${period.from} al ${period.until} es de ${euros(projectedCents)}, por encima del importe de ${euros(alert.thresholdCents)} que nos pediste vigilar.`,
      "",
      "Puedes ver el detalle en 'Tu consumo este mes' de tu Oficina Virtual. No te enviaremos otro aviso para este periodo.",
    ].join("\n"),
    links: [joinUrl(deps.config.publicUrl, "/")],
  });
  return claimed[0]?.notifiedAt ?? now;
}
