"use client";

import { usePortal, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { formatKw, formatLongMonth, type PeriodAdvice, type PowerAdvice } from "../../domain/powerAdvice";
import { powerArea } from "../../locales/es-ES/labels/power";
import { formatMessage } from "../../locales/format";
import { Table, Td, Th } from "../../ui/Table";
import { usePercent } from "./usePercent";

/** Per power period: contracted, the power to cover, recommended and the yearly € difference;
 * under it, where each power to cover comes from (an invoice's maxímetro or an hourly reading). */
export function PowerAdviceTable({ advice }: { advice: PowerAdvice }) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  const kw = (value: number | null) => (value === null ? texts.noReadings : formatMessage(texts.kw, { value: formatKw(value, locale) }));
  /** '+12,34 €' / '-12,34 €' / '0,00 €': the sign tells saving from extra cost. */
  const signedAmount = (eur: number) => `${eur > 0 ? "+" : ""}${format.amount(eur)}`;
  return (
    <>
      <PeriodCards advice={advice} kw={kw} signedAmount={signedAmount} />
      <div className="ov:hidden ov:md:block">
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
      </div>
      <Sources periods={advice.periods} margin={advice.margin} />
    </>
  );
}

/** Below 48rem the five columns do not fit a phone: one card per period instead, so the
 * recommended power is on screen without scrolling sideways (the table is hidden there). */
function PeriodCards({
  advice,
  kw,
  signedAmount,
}: {
  advice: PowerAdvice;
  kw: (value: number | null) => string;
  signedAmount: (eur: number) => string;
}) {
  const texts = useTexts(powerArea).advice;
  const item = (term: string, value: string, valueClass = "") => (
    <div className="ov:flex ov:justify-between ov:gap-2">
      <dt className="ov:text-text-muted">{term}</dt>
      <dd className={`ov:tabular-nums ${valueClass}`}>{value}</dd>
    </div>
  );
  return (
    <ul aria-label={texts.title} className="ov:flex ov:flex-col ov:gap-2 ov:md:hidden" data-slot="power-cards">
      {advice.periods.map((p) => (
        <li key={p.period} className="ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:p-3">
          <p className="ov:font-semibold ov:text-text">{formatMessage(texts.period, { n: p.period })}</p>
          <dl className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text">
            {item(texts.contracted, kw(p.contractedKw))}
            {item(texts.required, kw(p.requiredKw), p.contractedBelowMax ? "ov:font-semibold ov:text-danger" : "")}
            {item(texts.recommended, kw(p.recommendedKw), "ov:font-semibold")}
            {item(texts.yearlyDifference, signedAmount(p.yearlyDifferenceEur))}
          </dl>
        </li>
      ))}
      <li className="ov:flex ov:justify-between ov:px-3 ov:font-semibold ov:text-text">
        <span>{texts.total}</span>
        <span className="ov:tabular-nums">{signedAmount(advice.yearlyDifferenceEur)}</span>
      </li>
    </ul>
  );
}

function Sources({ periods, margin }: { periods: PeriodAdvice[]; margin: number }) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).advice;
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
