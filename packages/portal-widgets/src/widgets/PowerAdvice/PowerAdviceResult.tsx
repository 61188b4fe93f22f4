"use client";

import { isSixPeriodTariff, type PowerInsight } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLabels, usePortal } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { formatKw, POWER_MARGIN, type PowerAdvice, powerAdvice } from "../../domain/powerAdvice";
import { intlLocale } from "../../locales/available";
import { formatMessage } from "../../locales/format";
import { powerArea } from "../../locales/labels/power";
import { Alert } from "../../ui/Alert";
import { Table, Td, Th } from "../../ui/Table";

// recharts is ~100 KB: it loads only once the advice is on screen, as its own chunk.
const PowerMonthChart = React.lazy(() => import("./PowerMonthChart"));

const periodList = (numbers: number[]) => numbers.map((n) => `P${n}`).join(", ");

/** The advice of one contract: summary, table, warnings, chart by month and method. */
export function PowerAdviceResult({ insight }: { insight: PowerInsight }) {
  const { locale } = usePortal();
  const texts = useLabels(powerArea).advice;
  const format = useFormat();
  const advice = React.useMemo(() => powerAdvice(insight), [insight]);
  if (advice.monthsWithData === 0) return <Alert tone="info">{texts.noData}</Alert>;
  const kw = (value: number | null) => (value === null ? texts.noReadings : formatMessage(texts.kw, { value: formatKw(value, locale) }));
  /** '+12,34 €' / '-12,34 €' / '0,00 €': the sign tells saving from extra cost. */
  const signedAmount = (eur: number) => `${eur > 0 ? "+" : ""}${format.amount(eur)}`;
  const under = advice.periods.filter((p) => p.contractedBelowMax).map((p) => p.period);
  const below = advice.periods.filter((p) => p.belowMax).map((p) => p.period);
  return (
    <div className="ov:flex ov:flex-col ov:gap-4" data-slot="power-advice">
      <p className="ov:text-sm ov:text-text-muted">
        {formatMessage(texts.range, { from: format.date(insight.from), to: format.date(insight.to) })}
      </p>
      <Summary advice={advice} />
      {under.length > 0 ? (
        <Alert tone="warning" data-slot="under-powered">
          {formatMessage(texts.underPowered, { periods: periodList(under) })}
        </Alert>
      ) : null}
      {below.length > 0 ? (
        <Alert tone="warning" data-slot="below-max">
          {formatMessage(texts.belowMax, { periods: periodList(below) })}
        </Alert>
      ) : null}
      <Table label={texts.title} className="ov-power-advice__table">
        <thead>
          <tr>
            <Th>{texts.periodColumn}</Th>
            <Th className="ov:text-right">{texts.contracted}</Th>
            <Th className="ov:text-right">{texts.maxDemand}</Th>
            <Th className="ov:text-right">{texts.recommended}</Th>
            <Th className="ov:text-right">{texts.yearlyDifference}</Th>
          </tr>
        </thead>
        <tbody>
          {advice.periods.map((p) => (
            <tr key={p.period} data-slot="power-period">
              <Th scope="row">{formatMessage(texts.period, { n: p.period })}</Th>
              <Td className="ov:text-right ov:tabular-nums">{kw(p.contractedKw)}</Td>
              <Td
                className={
                  p.contractedBelowMax ? "ov:text-right ov:tabular-nums ov:font-semibold ov:text-danger" : "ov:text-right ov:tabular-nums"
                }
              >
                {kw(p.maxKw)}
              </Td>
              <Td className="ov:text-right ov:tabular-nums ov:font-semibold">{kw(p.recommendedKw)}</Td>
              <Td className="ov:text-right ov:tabular-nums">{signedAmount(p.yearlyDifferenceEur)}</Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Th scope="row" colSpan={4}>
              {texts.total}
            </Th>
            <Td className="ov:text-right ov:tabular-nums ov:font-semibold" data-slot="power-total">
              {signedAmount(advice.yearlyDifferenceEur)}
            </Td>
          </tr>
        </tfoot>
      </Table>
      <section aria-labelledby="ov-power-chart-title" className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3">
        <h2 id="ov-power-chart-title" className="ov:text-lg ov:font-semibold ov:text-text">
          {texts.chartTitle}
        </h2>
        <React.Suspense
          fallback={
            <p role="status" className="ov:text-sm ov:text-text-muted">
              {texts.chartLoading}
            </p>
          }
        >
          <PowerMonthChart insight={insight} advice={advice} />
        </React.Suspense>
      </section>
      <Method insight={insight} margin={advice.margin} />
    </div>
  );
}

function Summary({ advice }: { advice: PowerAdvice }) {
  const texts = useLabels(powerArea).advice;
  const format = useFormat();
  const total = advice.yearlyDifferenceEur;
  const amount = format.amount(Math.abs(total));
  const text =
    total < 0 ? formatMessage(texts.saving, { amount }) : total > 0 ? formatMessage(texts.extraCost, { amount }) : texts.noChange;
  return (
    <p className="ov:text-base ov:font-semibold ov:text-text" data-slot="power-summary">
      {text}
    </p>
  );
}

/** How the advice is made, with the €/kW·día it priced: the contract's plan valid today, the
 * figures its invoice breakdown shows (formatUnitPrice). */
function Method({ insight, margin }: { insight: PowerInsight; margin: number }) {
  const { locale } = usePortal();
  const texts = useLabels(powerArea).advice;
  const format = useFormat();
  const whole = Math.round((margin ?? POWER_MARGIN) * 100);
  // '20 %' in Spanish; the language's own way elsewhere ('20%' in English, '% 20' in Basque).
  const percent = locale === "es-ES" ? `${whole} %` : new Intl.NumberFormat(intlLocale(locale), { style: "percent" }).format(whole / 100);
  const steps = isSixPeriodTariff(insight.tarifa) ? texts.stepsSixPeriods : texts.stepsSinglePhase;
  const prices = insight.priceEurPerKwDay
    .map((price, i) => formatMessage(texts.periodPrice, { n: i + 1, price: format.unitPrice(price) }))
    .join("; ");
  return (
    <section aria-labelledby="ov-power-method-title" className="ov:flex ov:flex-col ov:gap-2">
      <h2 id="ov-power-method-title" className="ov:text-lg ov:font-semibold ov:text-text">
        {texts.methodTitle}
      </h2>
      <p className="ov:max-w-3xl ov:text-sm ov:text-text">
        {formatMessage(texts.method, { margin: percent, steps, validFrom: format.date(insight.pricesValidFrom), prices })}
      </p>
    </section>
  );
}
