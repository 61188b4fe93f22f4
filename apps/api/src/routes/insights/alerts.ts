import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { claimAlertPeriod, findAlert, forgetAlertMailed, type StoredAlert } from "../../db/insights/alerts";
import { alertMail } from "../../mail/alertMail";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import { joinUrl } from "../../mail/templates";
import type { ContractRow } from "../../scope";

/**
 * When the projection of the billing period starting `periodFrom` `fires` (its whole range
 * above the caller's threshold, past the period's first day: costThisMonth.ts), one e-mail
 * for that period: the row is claimed by a single UPDATE that only
 * matches while the period is not yet marked, so concurrent projections (two tabs, a retry)
 * send it once, and the e-mail limits let at most one out per period whatever thresholds are
 * set meanwhile (a new threshold shows as exceeded on the card). It runs on every projection (GET cost-this-month) and when a threshold is set
 * (PUT), so a threshold below the current projection mails at once. Readings are only seeded
 * here (no ingest path); a reading import would call it too. Returns when it was sent, if it
 * was (now or before) for this period. The e-mail is in the user's language ('Preferencias',
 * mail/recipient.ts), not the current request's: a projection may run without one (an
 * import) or from another tab. A user who turned the 'cost alert' notice off gets none; the
 * card still shows the threshold as exceeded.
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
  const recipient = await recipientOf(deps.db, caller.userId);
  if (!recipient.notices.costAlert) return null;
  const now = deps.now();
  const claimed = await claimAlertPeriod(deps.db, contract.id, caller.userId, alert.thresholdCents, period.from, now);
  if (claimed.length === 0) return (await findAlert(deps.db, contract.id, caller.userId))?.notifiedAt ?? null;
  // Through the e-mail limits (auth/mailLimit.ts): thresholds changed back and forth send
  // one e-mail per period, not one per change. Refused, the period stays marked (nothing is
  // tried again on every projection) but says no e-mail went out.
  if (!(await deps.limits.mail.mayMailAlert(caller.email, `${caller.userId}:${contract.id}:${period.from}`, now))) {
    await forgetAlertMailed(deps.db, contract.id, caller.userId);
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
    recipient.language,
  );
  await sendMail(deps, { to: caller.email, ...mail, links: [joinUrl(deps.config.publicUrl, "/")] });
  return claimed[0]?.notifiedAt ?? now;
}
