"use client";

import { isSixPeriodTariff, type PowerInsight } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { type PowerAdvice, powerAdvice } from "../../domain/powerAdvice";
import { powerArea } from "../../locales/es-ES/labels/power";
import { formatMessage } from "../../locales/format";
import { Alert } from "../../ui/Alert";
import { PowerAdviceTable } from "./PowerAdviceTable";
import { PowerExcess } from "./PowerExcess";
import { PowerMethod } from "./PowerMethod";

// recharts is large: it loads only once the advice is on screen, as its own chunk.
const PowerMonthChart = React.lazy(() => import("./PowerMonthChart"));

const periodList = (numbers: number[]) => numbers.map((n) => `P${n}`).join(", ");

/** The advice of one contract: summary, warnings, table and sources, excess power (3.0TD and
 * 6.xTD), chart by month and method. */
export function PowerAdviceResult({ insight }: { insight: PowerInsight }) {
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  const advice = React.useMemo(() => powerAdvice(insight), [insight]);
  if (advice.monthsWithData === 0) return <Alert tone="info">{texts.noData}</Alert>;
  const sixPeriods = isSixPeriodTariff(insight.tarifa);
  const under = advice.periods.filter((p) => p.contractedBelowMax).map((p) => p.period);
  const below = advice.periods.filter((p) => p.belowMax).map((p) => p.period);
  return (
    <div className="ov:flex ov:flex-col ov:gap-4" data-slot="power-advice">
      <p className="ov:text-sm ov:text-text-muted">
        {formatMessage(texts.range, { from: format.date(insight.from), to: format.date(insight.to) })}
      </p>
      <Summary advice={advice} sixPeriods={sixPeriods} />
      {under.length > 0 ? (
        <Alert tone="warning" data-slot="under-powered">
          {formatMessage(sixPeriods ? texts.underPoweredSixPeriods : texts.underPowered, { periods: periodList(under) })}
        </Alert>
      ) : null}
      {below.length > 0 ? (
        <Alert tone="warning" data-slot="below-max">
          {formatMessage(texts.belowMax, { periods: periodList(below) })}
        </Alert>
      ) : null}
      <PowerAdviceTable advice={advice} />
      {advice.excess ? <PowerExcess excess={advice.excess} /> : null}
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
      <PowerMethod insight={insight} margin={advice.margin} />
    </div>
  );
}

function Summary({ advice, sixPeriods }: { advice: PowerAdvice; sixPeriods: boolean }) {
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  const total = advice.yearlyDifferenceEur;
  const amount = format.amount(Math.abs(total));
  const extraCost = sixPeriods ? texts.extraCostSixPeriods : texts.extraCost;
  const text = total < 0 ? formatMessage(texts.saving, { amount }) : total > 0 ? formatMessage(extraCost, { amount }) : texts.noChange;
  return (
    <p className="ov:text-base ov:font-semibold ov:text-text" data-slot="power-summary">
      {text}
    </p>
  );
}
