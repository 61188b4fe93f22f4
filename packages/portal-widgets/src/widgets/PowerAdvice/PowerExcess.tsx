"use client";

import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { EXCESS_POWER_TEP_EUR_PER_KW, type ExcessAdvice } from "../../domain/powerAdvice";
import { powerArea } from "../../locales/es-ES/labels/power";
import { formatMessage } from "../../locales/format";

/**
 * 3.0TD and 6.xTD have no ICP: what demand above the contracted power costs them. Up to 50 kW
 * the excess-power term of the twelve months' invoices with the powers the customer has and
 * with the recommended ones; above, the quarter-hourly rule, which the portal cannot price.
 */
export function PowerExcess({ excess }: { excess: ExcessAdvice }) {
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  return (
    <section aria-labelledby="ov-power-excess-title" className="ov:flex ov:flex-col ov:gap-2" data-slot="power-excess">
      <h2 id="ov-power-excess-title" className="ov:text-lg ov:font-semibold ov:text-text">
        {texts.excessTitle}
      </h2>
      {excess.method === "maximeter" ? (
        <>
          <p className="ov:max-w-3xl ov:text-sm ov:text-text">
            {formatMessage(texts.excessMaximeter, { tep: format.unitPrice(EXCESS_POWER_TEP_EUR_PER_KW) })}
          </p>
          <p className="ov:max-w-3xl ov:text-sm ov:font-semibold ov:text-text" data-slot="power-excess-current">
            {excess.currentEur > 0
              ? formatMessage(texts.excessCurrent, {
                  amount: format.amount(excess.currentEur),
                  periods: excess.byPeriodEur
                    .map((eur, i) => (eur > 0 ? formatMessage(texts.periodAmount, { n: i + 1, amount: format.amount(eur) }) : null))
                    .filter((item) => item !== null)
                    .join("; "),
                })
              : texts.excessNone}
          </p>
          {excess.currentEur > 0 ? (
            <p className="ov:max-w-3xl ov:text-sm ov:text-text">
              {formatMessage(texts.excessRecommended, { amount: format.amount(excess.recommendedEur) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="ov:max-w-3xl ov:text-sm ov:text-text">{texts.excessQuarterHourly}</p>
      )}
    </section>
  );
}
