"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { sessionsActivityArea, type sessionsActivityLabels } from "../../../locales/es-ES/labels/sessionsActivity";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Spinner } from "../../../ui/Spinner";
import { ActivityList } from "./ActivityList";
import { SessionList } from "./SessionList";
import { type CloseOutcome, useActivity, useCloseSessions, useSessions } from "./useSessionsActivity";

export interface SessionsActivityCardProps {
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  id?: string;
}

type Texts = (typeof sessionsActivityLabels)["sessionsActivity"];

function outcomeText(outcome: CloseOutcome, t: Texts): { tone: "success" | "error"; text: string } {
  if (outcome.ok) {
    if (outcome.sessionId !== null) return { tone: "success", text: t.closed };
    return { tone: "success", text: outcome.closed > 0 ? t.othersClosed : t.noOthers };
  }
  if (outcome.status === 404) return { tone: "error", text: t.notFound };
  // A 429 says how long to wait in its own (Spanish) text.
  if (outcome.status === 429 && outcome.mensaje) return { tone: "error", text: outcome.mensaje };
  return { tone: "error", text: t.error };
}

/**
 * 'Sesiones y actividad': the caller's open sessions (device, approximate address, started,
 * last used; 'Esta sesión' marked), each other one with 'Cerrar esta sesión', 'Cerrar las
 * demás sesiones', and the account's activity of the last 12 months. The SessionsActivity
 * widget and 'Mi cuenta' (AccountMenu) show it.
 */
export function SessionsActivityCard({ headingLevel = 2, className, id }: SessionsActivityCardProps) {
  const t = useTexts(sessionsActivityArea).sessionsActivity;
  const sessions = useSessions();
  const activity = useActivity();
  const close = useCloseSessions();
  const [outcome, setOutcome] = React.useState<CloseOutcome | null>(null);
  const outcomeId = `${React.useId().replace(/:/g, "")}-outcome`;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4" | "h5";
  // The button that had focus goes with its session: focus moves to the outcome.
  React.useEffect(() => {
    if (outcome) document.getElementById(outcomeId)?.focus();
  }, [outcome, outcomeId]);

  const run = (sessionId: string | null) => {
    if (close.isPending) return;
    setOutcome(null);
    close.mutate(sessionId, { onSuccess: setOutcome });
  };
  const closing = close.isPending ? close.variables : undefined;
  const others = sessions.data?.sesiones.filter((session) => !session.actual).length ?? 0;
  const shown = outcome ? outcomeText(outcome, t) : null;

  let sessionsBody: React.ReactNode;
  if (sessions.isPending) sessionsBody = <Spinner label={t.loading} />;
  else if (sessions.isError) sessionsBody = <Alert tone="error">{t.loadError}</Alert>;
  else
    sessionsBody = (
      <>
        {/* Before the list: a customer with many devices signed in reaches it without walking past every session. */}
        {others > 0 ? (
          <Button variant="primary" className="ov:self-start" busy={closing === null} onClick={() => run(null)}>
            {t.closeOthers}
          </Button>
        ) : null}
        <SessionList
          sessions={sessions.data?.sesiones ?? []}
          closing={typeof closing === "string" ? closing : null}
          onClose={run}
          headingLevel={(headingLevel + 2) as 4 | 5}
        />
      </>
    );

  let activityBody: React.ReactNode;
  if (activity.isPending) activityBody = <Spinner label={t.loading} />;
  else if (activity.isError) activityBody = <Alert tone="error">{t.loadError}</Alert>;
  else activityBody = <ActivityList activity={activity.data?.actividad ?? []} />;

  return (
    <Card id={id} heading={t.heading} headingLevel={headingLevel} className={cn("ov-sessions-activity-card", className)}>
      <div className="ov:flex ov:flex-col ov:gap-6">
        <section className="ov:flex ov:flex-col ov:gap-3" aria-labelledby={`${outcomeId}-sessions`}>
          <Sub id={`${outcomeId}-sessions`} className="ov:text-base ov:font-semibold ov:text-text">
            {t.sessionsHeading}
          </Sub>
          <p className="ov:text-sm ov:text-text">{t.sessionsIntro}</p>
          <div aria-live="polite">
            {shown ? (
              <Alert id={outcomeId} tabIndex={-1} tone={shown.tone}>
                {shown.text}
              </Alert>
            ) : null}
          </div>
          {sessionsBody}
        </section>
        <section className="ov:flex ov:flex-col ov:gap-3" aria-labelledby={`${outcomeId}-activity`}>
          <Sub id={`${outcomeId}-activity`} className="ov:text-base ov:font-semibold ov:text-text">
            {t.activityHeading}
          </Sub>
          <p className="ov:text-sm ov:text-text">{t.activityIntro}</p>
          {activityBody}
        </section>
      </div>
    </Card>
  );
}
