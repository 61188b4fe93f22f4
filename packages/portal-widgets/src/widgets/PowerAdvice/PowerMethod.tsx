"use client";

import { isSixPeriodTariff, type PowerInsight } from "@oficina-virtual/api-contract";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { powerArea } from "../../locales/es-ES/labels/power";
import { formatMessage } from "../../locales/format";
import { usePercent } from "./usePercent";

/** How the advice is made, with the €/kW·día it priced: the contract's plan valid today, the
 * figures its invoice breakdown shows (formatUnitPrice). */
export function PowerMethod({ insight, margin }: { insight: PowerInsight; margin: number }) {
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  const percent = usePercent(margin);
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
