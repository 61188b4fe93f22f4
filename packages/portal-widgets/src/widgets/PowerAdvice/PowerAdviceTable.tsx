"use client";

import { usePortal, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { formatKw, formatLongMonth, type PeriodAdvice, type PowerAdvice } from "../../domain/powerAdvice";
import { cn } from "../../lib/cn";
import { powerArea } from "../../locales/es-ES/labels/power";
import { formatMessage } from "../../locales/format";
import { type Columns, DataTable } from "../../ui/Table";
import { usePercent } from "./usePercent";

/** Per power period: contracted, the power to cover, recommended and the yearly € difference;
 * under it, where each power to cover comes from (an invoice's maxímetro or an hourly reading).
 * In a narrow box each period is a card, the recommended power first, nothing folded away. */
export function PowerAdviceTable({ advice }: { advice: PowerAdvice }) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).advice;
  const format = useFormat();
  const kw = (value: number | null) => (value === null ? texts.noReadings : formatMessage(texts.kw, { value: formatKw(value, locale) }));
  /** '+12,34 €' / '-12,34 €' / '0,00 €': the sign tells saving from extra cost. */
  const signedAmount = (eur: number) => `${eur > 0 ? "+" : ""}${format.amount(eur)}`;
  const figure = "ov:tabular-nums ov:whitespace-nowrap";
  const columns: Columns<PeriodAdvice> = [
    {
      id: "period",
      header: texts.periodColumn,
      role: "title",
      headline: true,
      rowHeader: true,
      cell: (p) => formatMessage(texts.period, { n: p.period }),
    },
    { id: "contracted", header: texts.contracted, role: "title", align: "end", cellClassName: figure, cell: (p) => kw(p.contractedKw) },
    {
      id: "required",
      header: texts.required,
      role: "title",
      align: "end",
      cellClassName: figure,
      cell: (p) => <span className={p.contractedBelowMax ? "ov:font-semibold ov:text-danger" : undefined}>{kw(p.requiredKw)}</span>,
    },
    {
      id: "recommended",
      header: texts.recommended,
      role: "key",
      align: "end",
      cellClassName: cn(figure, "ov:font-semibold"),
      cell: (p) => kw(p.recommendedKw),
    },
    {
      id: "difference",
      header: texts.yearlyDifference,
      role: "title",
      align: "end",
      cellClassName: figure,
      cell: (p) => signedAmount(p.yearlyDifferenceEur),
    },
  ];
  const total = <span data-slot="power-total">{signedAmount(advice.yearlyDifferenceEur)}</span>;
  return (
    <>
      <DataTable
        label={texts.title}
        className="ov-power-advice__table"
        rowSlot="power-period"
        columns={columns}
        rows={advice.periods}
        rowKey={(p) => String(p.period)}
        footer={{ label: texts.total, cells: { difference: total } }}
      />
      <Sources periods={advice.periods} margin={advice.margin} />
    </>
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
