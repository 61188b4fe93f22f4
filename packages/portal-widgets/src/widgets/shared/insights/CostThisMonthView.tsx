"use client";

import type { CostThisMonth } from "@oficina-virtual/api-contract";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { fromCents, percentChange } from "../../../domain/money";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import type { MonthTexts } from "./CostAlert";
import { CostAlert } from "./CostAlert";
import { shownDate } from "./insightTexts";

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
 * 'Avisarme si supero un importe' (CostAlert).
 */
export function CostThisMonthView({ data, idPrefix }: CostThisMonthViewProps) {
  const texts = useTexts(insightsArea).month;
  const { locale } = useLocale();
  const format = useFormat();
  const euros = (cents: number) => format.amount(fromCents(cents));
  const date = (value: string | null | undefined) => shownDate(value, locale);
  const { spent, projection, yearAgo } = data;
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
          {yearAgo ? yearAgoText(texts, yearAgo, change, euros, date) : texts.lastYearNone}
        </p>
      </div>
      <CostAlert data={data} idPrefix={idPrefix} />
    </div>
  );
}

/** Last year's same period, and how much more or less this one is forecast to cost. */
function yearAgoText(
  texts: MonthTexts,
  yearAgo: NonNullable<CostThisMonth["yearAgo"]>,
  change: number | null,
  euros: (cents: number) => string,
  date: (value: string | null | undefined) => string,
): string {
  return [
    formatMessage(texts.lastYear, { amount: euros(yearAgo.amountCents), from: date(yearAgo.periodFrom), until: date(yearAgo.periodUntil) }),
    change === null || change === 0
      ? ""
      : formatMessage(change > 0 ? texts.lastYearMore : texts.lastYearLess, { percent: Math.abs(change) }),
  ]
    .join(" ")
    .trim();
}
