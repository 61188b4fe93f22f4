"use client";

import type { CostThisMonth } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { fromCents } from "../../../domain/money";
import { insightsArea, type insightsLabels } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { shownDate } from "./insightTexts";
import { ThresholdForm } from "./ThresholdForm";

/** The alert set on the forecast, and 'Avisarme si supero un importe' with its form. The
 * form is hidden, not unmounted, when closed, so what was typed stays; closing it gives the
 * focus back to its opener. */
export function CostAlert({ data, idPrefix }: { data: CostThisMonth; idPrefix: string }) {
  const texts = useTexts(insightsArea).month;
  const { locale } = useLocale();
  const format = useFormat();
  const euros = (cents: number) => format.amount(fromCents(cents));
  const date = (value: string | null | undefined) => shownDate(value, locale);
  const [formOpen, setFormOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  const { projection, alert } = data;

  return (
    <div className="ov:flex ov:flex-col ov:gap-2">
      {alert ? (
        <p className="ov:text-sm" data-slot="alert">
          {formatMessage(alertText(texts, alert, projection.amountCents), { amount: euros(alert.thresholdCents) })}
          {alert.notifiedAt ? ` ${formatMessage(texts.alertNotified, { date: date(alert.notifiedAt) })}` : ""}
        </p>
      ) : null}
      <button
        ref={opener}
        type="button"
        className="ov:self-start ov:text-sm ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover"
        aria-expanded={formOpen}
        aria-controls={`${idPrefix}-threshold`}
        onClick={() => setFormOpen((open) => !open)}
      >
        {texts.alertLink}
      </button>
      <div id={`${idPrefix}-threshold`} hidden={!formOpen} className="ov:rounded-[var(--ov-radius-control)] ov:bg-surface-muted ov:p-4">
        <ThresholdForm
          contractCode={data.contractCode}
          current={alert ? fromCents(alert.thresholdCents) : null}
          idPrefix={`${idPrefix}-form`}
          onDone={() => {
            setFormOpen(false);
            opener.current?.focus();
          }}
        />
      </div>
    </div>
  );
}

export type MonthTexts = (typeof insightsLabels)["month"];

/** Above the threshold with its whole range (what e-mails), above it only at its middle, or
 * below it. */
function alertText(texts: MonthTexts, alert: NonNullable<CostThisMonth["alert"]>, projectedCents: number): string {
  if (alert.exceeded) return texts.alertExceeded;
  return projectedCents > alert.thresholdCents ? texts.alertMaybe : texts.alertActive;
}
