"use client";

import type { CostThisMonth } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { fromCents, percentChange } from "../../../domain/money";
import { insightsArea, type insightsLabels } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { shownDate } from "./insightTexts";
import { ThresholdForm } from "./ThresholdForm";

export interface CostThisMonthViewProps {
  data: CostThisMonth;
  idPrefix: string;
}

/** The methods that stand on hourly readings of this period. */
const HOURLY = new Set<CostThisMonth["projection"]["method"]>(["yearAgoCurve", "dailyAverageSoFar", "yearAgoShape"]);

const figure = "ov:text-3xl ov:font-bold ov:text-text ov:tabular-nums";
const term = "ov:text-sm ov:font-semibold ov:text-text-muted";

/**
 * 'Llevas gastado' (€ since the last invoice's end, its kWh and the last day with data),
 * 'Previsión de la factura' (€, range, method), the same period a year earlier, and
 * 'Avisarme si supero un importe'. The form is hidden, not unmounted, when closed, so what
 * was typed stays.
 */
export function CostThisMonthView({ data, idPrefix }: CostThisMonthViewProps) {
  const texts = useTexts(insightsArea).month;
  const { locale } = useLocale();
  const format = useFormat();
  const euros = (cents: number) => format.amount(fromCents(cents));
  const date = (value: string | null | undefined) => shownDate(value, locale);
  const [formOpen, setFormOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  const { spent, projection, yearAgo, alert } = data;
  const change = yearAgo ? percentChange(fromCents(projection.amountCents), fromCents(yearAgo.amountCents)) : null;

  return (
    <div className="ov-cost-this-month ov:flex ov:flex-col ov:gap-4">
      <dl className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2">
        {spent ? (
          <div className="ov:flex ov:flex-col ov:gap-1" data-slot="spent">
            <dt className={term}>{texts.spent}</dt>
            <dd className={figure}>{euros(spent.amountCents)}</dd>
            <dd className="ov:text-sm ov:text-text">
              {formatMessage(texts.spentDetail, { kwh: format.quantity(spent.kwh, 2), date: date(spent.lastDayWithData) })}
            </dd>
          </div>
        ) : null}
        <div className="ov:flex ov:flex-col ov:gap-1" data-slot="forecast">
          <dt className={term}>{texts.forecast}</dt>
          <dd className={figure}>{euros(projection.amountCents)}</dd>
          <dd className="ov:text-sm ov:text-text">
            {formatMessage(texts.range, { low: euros(projection.lowCents), high: euros(projection.highCents) })}
          </dd>
        </div>
      </dl>
      <div className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text-muted">
        <p>
          {spent
            ? formatMessage(texts.since, { from: date(data.periodFrom) })
            : HOURLY.has(projection.method)
              ? texts.noCompleteDay
              : texts.noReadings}
        </p>
        <p data-slot="method">
          {texts.methods[projection.method]} {formatMessage(texts.forecastUntil, { until: date(data.periodUntil) })}
          {projection.marginPercent > 0 ? ` ${formatMessage(texts.margin, { percent: projection.marginPercent })}` : ""}
        </p>
        <p data-slot="year-ago" className="ov:text-text">
          {yearAgo
            ? [
                formatMessage(texts.lastYear, {
                  amount: euros(yearAgo.amountCents),
                  from: date(yearAgo.periodFrom),
                  until: date(yearAgo.periodUntil),
                }),
                change === null || change === 0
                  ? ""
                  : formatMessage(change > 0 ? texts.lastYearMore : texts.lastYearLess, { percent: Math.abs(change) }),
              ]
                .join(" ")
                .trim()
            : texts.lastYearNone}
        </p>
      </div>
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
    </div>
  );
}

type MonthTexts = (typeof insightsLabels)["month"];

/** Above the threshold with its whole range (what e-mails), above it only at its middle, or
 * below it. */
function alertText(texts: MonthTexts, alert: NonNullable<CostThisMonth["alert"]>, projectedCents: number): string {
  if (alert.exceeded) return texts.alertExceeded;
  return projectedCents > alert.thresholdCents ? texts.alertMaybe : texts.alertActive;
}
