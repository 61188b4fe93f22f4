"use client";

import { useLabels, usePortal } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { formatKw, formatLongMonth, type PeriodAdvice, type PowerAdvice } from "../../domain/powerAdvice";
import { formatMessage } from "../../locales/format";
import { powerArea } from "../../locales/labels/power";
import { Table, Td, Th } from "../../ui/Table";
import { usePercent } from "./usePercent";

/** Per power period: contracted, the power to cover, recommended and the yearly € difference;
 * under it, where each power to cover comes from (an invoice's maxímetro or an hourly reading). */
export function PowerAdviceTable({ advice }: { advice: PowerAdvice }) {
  const { locale } = usePortal();
  const texts = useLabels(powerArea).advice;
  const format = useFormat();
  const kw = (value: number | null) => (value === null ? texts.noReadings : formatMessage(texts.kw, { value: formatKw(value, locale) }));
  /** '+12,34 €' / '-12,34 €' / '0,00 €': the sign tells saving from extra cost. */
  const signedAmount = (eur: number) => `${eur > 0 ? "+" : ""}${format.amount(eur)}`;
  return (
    <>
      <Table label={texts.title} className="ov-power-advice__table">
        <thead>
          <tr>
            <Th>{texts.periodColumn}</Th>
            <Th className="ov:text-right">{texts.contracted}</Th>
            <Th className="ov:text-right">{texts.required}</Th>
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
                {kw(p.requiredKw)}
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
      <Sources periods={advice.periods} margin={advice.margin} />
    </>
  );
}

function Sources({ periods, margin }: { periods: PeriodAdvice[]; margin: number }) {
  const { locale } = usePortal();
  const texts = useLabels(powerArea).advice;
  const percent = usePercent(margin);
  const kw = (value: number) => formatMessage(texts.kw, { value: formatKw(value, locale) });
  const sourceOf = (p: PeriodAdvice) =>
    p.source === "maximeter" && p.maximeterInvoice
      ? formatMessage(texts.sourceMaximeter, { month: formatLongMonth(p.maximeterInvoice.readingFrom, locale) })
      : formatMessage(texts.sourceHourly, {
          month: formatLongMonth(p.hourlyMonth ?? "", locale),
          value: kw(p.maxKw ?? 0),
          margin: percent,
        });
  const known = periods.filter((p) => p.source !== null && p.requiredKw !== null);
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="ov-power-sources-title" className="ov:flex ov:flex-col ov:gap-1" data-slot="power-sources">
      <h2 id="ov-power-sources-title" className="ov:text-base ov:font-semibold ov:text-text">
        {texts.sourcesTitle}
      </h2>
      <ul className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text">
        {known.map((p) => (
          <li key={p.period}>
            {formatMessage(texts.sourceItem, {
              period: formatMessage(texts.period, { n: p.period }),
              value: kw(p.requiredKw as number),
              source: sourceOf(p),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
