"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../../../core/react/portalHooks";
import type { TimePoint } from "../../../../domain/downsample";
import { formatTenths, formatWhAsKwh, periodBreakdown } from "../../../../domain/periodConsumption";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { formatMessage } from "../../../../locales/format";
import { type Columns, DataTable } from "../../../../ui/Table";

export interface PeriodBreakdownTableProps {
  points: readonly TimePoint[];
  /** Last year's readings, already moved onto this year's dates. */
  previous?: readonly TimePoint[] | undefined;
  tarifa: string;
  colors: readonly string[];
  valueKey: string;
}

/** 'Reparto por periodos': kWh and % per period for the range; the kWh add up to the total. */
export function PeriodBreakdownTable({ points, previous, tarifa, colors, valueKey }: PeriodBreakdownTableProps) {
  const { locale } = usePortal();
  const texts = useTexts(powerArea).periods;
  const current = React.useMemo(() => periodBreakdown(tarifa, points, valueKey), [tarifa, points, valueKey]);
  const before = React.useMemo(
    () => (previous && previous.length > 0 ? periodBreakdown(tarifa, previous, valueKey) : null),
    [tarifa, previous, valueKey],
  );
  type Period = (typeof current.periods)[number];
  const figure = "ov:tabular-nums ov:whitespace-nowrap";
  const columns: Columns<Period> = [
    {
      id: "period",
      header: texts.periodColumn,
      role: "title",
      headline: true,
      rowHeader: true,
      cell: (p, i) => (
        <span className="ov:flex ov:items-center ov:gap-2">
          <span aria-hidden="true" className="ov:inline-block ov:size-3 ov:rounded-sm" style={{ background: colors[i] }} />
          {formatMessage(texts.period, { n: p.period })}
        </span>
      ),
    },
    {
      id: "kwh",
      header: texts.kwh,
      role: "key",
      align: "end",
      slot: "period-kwh",
      cellClassName: figure,
      cell: (p) => formatWhAsKwh(p.wh, locale),
    },
    {
      id: "share",
      header: texts.share,
      role: "title",
      align: "end",
      cellClassName: figure,
      cell: (p) => formatTenths(p.tenthsOfPercent, locale),
    },
    before && {
      id: "previous",
      header: `${texts.previousYear} (${texts.kwh})`,
      role: "title",
      align: "end",
      cellClassName: figure,
      cell: (_, i) => formatWhAsKwh(before.periods[i]?.wh ?? 0, locale),
    },
  ];
  const footer = {
    label: texts.total,
    cells: {
      kwh: <span data-slot="period-total">{formatWhAsKwh(current.totalWh, locale)}</span>,
      share: current.totalWh > 0 ? "100,0" : "0,0",
      ...(before ? { previous: formatWhAsKwh(before.totalWh, locale) } : {}),
    },
  };
  return (
    <div className="ov:flex ov:flex-col ov:gap-3" data-slot="period-breakdown">
      <DataTable
        label={texts.breakdown}
        className="ov-period-breakdown__table"
        rowSlot="period-row"
        columns={columns}
        rows={current.periods}
        rowKey={(p) => String(p.period)}
        footer={footer}
      />
      <p className="ov:text-sm ov:text-text-muted">{formatMessage(texts.totalNote, { total: formatWhAsKwh(current.totalWh, locale) })}</p>
    </div>
  );
}
