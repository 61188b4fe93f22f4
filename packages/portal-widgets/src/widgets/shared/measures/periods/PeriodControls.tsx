"use client";

import { useTexts } from "../../../../core/react/portalHooks";
import type { TimePoint } from "../../../../domain/downsample";
import { powerArea } from "../../../../locales/es-ES/labels/power";
import { formatMessage } from "../../../../locales/format";
import { Alert } from "../../../../ui/Alert";
import { CheckboxField } from "../../../../ui/Field";
import { PREVIOUS_YEAR_COLOR } from "../../charts/periodPalette";

export interface PeriodControlsProps {
  compare: boolean;
  onCompareChange: (on: boolean) => void;
  /** Last year's readings: loading, or the points shown (none found is said). */
  previousLoading: boolean | undefined;
  previousPoints: readonly TimePoint[] | undefined;
  colors: readonly string[];
  /** The tariff's period names, under the legend. */
  names: string;
  /** Last year's overlay is drawn: the legend names it. */
  overlay: boolean;
}

/** 'Comparar con el año anterior', the state of last year's readings, and the legend. */
export function PeriodControls({ compare, onCompareChange, previousLoading, previousPoints, colors, names, overlay }: PeriodControlsProps) {
  const texts = useTexts(powerArea).periods;
  return (
    <div className="ov:mt-3 ov:flex ov:flex-col ov:gap-2">
      <CheckboxField label={texts.comparePrevious} checked={compare} onChange={(event) => onCompareChange(event.target.checked)} />
      {compare && previousLoading ? (
        <p role="status" className="ov:text-sm ov:text-text-muted">
          {texts.previousLoading}
        </p>
      ) : compare && previousPoints && previousPoints.length === 0 ? (
        <Alert tone="info">{texts.previousEmpty}</Alert>
      ) : null}
      <PeriodLegend colors={colors} note={names} label={texts.periodLegend} compare={overlay} />
    </div>
  );
}

function PeriodLegend({ colors, note, label, compare }: { colors: readonly string[]; note: string; label: string; compare: boolean }) {
  const texts = useTexts(powerArea).periods;
  return (
    <div className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text">
      <ul aria-label={label} className="ov:flex ov:flex-wrap ov:gap-4" data-slot="period-legend">
        {colors.map((color, i) => (
          <li key={color} className="ov:flex ov:items-center ov:gap-2">
            <span aria-hidden="true" className="ov:inline-block ov:h-1 ov:w-5 ov:rounded" style={{ background: color }} />
            {formatMessage(texts.period, { n: i + 1 })}
          </li>
        ))}
        {compare ? (
          <li className="ov:flex ov:items-center ov:gap-2">
            <span aria-hidden="true" className="ov:inline-block ov:h-1 ov:w-5 ov:rounded" style={{ background: PREVIOUS_YEAR_COLOR }} />
            {texts.previousYear}
          </li>
        ) : null}
      </ul>
      <p className="ov:text-xs ov:text-text-muted">{note}</p>
    </div>
  );
}
