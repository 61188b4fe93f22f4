"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../../../core/react/portalHooks";
import type { TimePoint } from "../../../../domain/downsample";
import { formatTenths, formatWhAsKwh, periodBreakdown } from "../../../../domain/periodConsumption";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { formatMessage } from "../../../../locales/format";
import { Table, Td, Th } from "../../../../ui/Table";

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
  return (
    <div className="ov:flex ov:flex-col ov:gap-3" data-slot="period-breakdown">
      <Table label={texts.breakdown} className="ov-period-breakdown__table">
        <thead>
          <tr>
            <Th>{texts.periodColumn}</Th>
            <Th className="ov:text-right">{texts.kwh}</Th>
            <Th className="ov:text-right">{texts.share}</Th>
            {before ? <Th className="ov:text-right">{`${texts.previousYear} (${texts.kwh})`}</Th> : null}
          </tr>
        </thead>
        <tbody>
          {current.periods.map((p, i) => (
            <tr key={p.period} data-slot="period-row">
              <Th scope="row">
                <span className="ov:flex ov:items-center ov:gap-2">
                  <span aria-hidden="true" className="ov:inline-block ov:size-3 ov:rounded-sm" style={{ background: colors[i] }} />
                  {formatMessage(texts.period, { n: p.period })}
                </span>
              </Th>
              <Td className="ov:text-right ov:tabular-nums" data-slot="period-kwh">
                {formatWhAsKwh(p.wh, locale)}
              </Td>
              <Td className="ov:text-right ov:tabular-nums">{formatTenths(p.tenthsOfPercent, locale)}</Td>
              {before ? <Td className="ov:text-right ov:tabular-nums">{formatWhAsKwh(before.periods[i]?.wh ?? 0, locale)}</Td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Th scope="row">{texts.total}</Th>
            <Td className="ov:text-right ov:tabular-nums ov:font-semibold" data-slot="period-total">
              {formatWhAsKwh(current.totalWh, locale)}
            </Td>
            <Td className="ov:text-right ov:tabular-nums ov:font-semibold">{current.totalWh > 0 ? "100,0" : "0,0"}</Td>
            {before ? <Td className="ov:text-right ov:tabular-nums ov:font-semibold">{formatWhAsKwh(before.totalWh, locale)}</Td> : null}
          </tr>
        </tfoot>
      </Table>
      <p className="ov:text-sm ov:text-text-muted">{formatMessage(texts.totalNote, { total: formatWhAsKwh(current.totalWh, locale) })}</p>
    </div>
  );
}
