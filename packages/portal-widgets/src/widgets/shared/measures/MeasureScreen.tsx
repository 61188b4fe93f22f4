"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type { UseQueryResult } from "@tanstack/react-query";
import * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import { lastSevenDaysEndingYesterday } from "../../../domain/dateRange";
import { yearEarlier } from "../../../domain/periodConsumption";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { DateRangePicker, useDateRange } from "../../../ui/DateRangePicker";
import type { TimeSeriesDef } from "../../../ui/TimeSeriesChart";
import { MeasureChart } from "./MeasureChart";
import { MeasureLinks } from "./MeasureLinks";
import type { MeasureData, MeasureFileFetcher, MeasureRequest } from "./measureTypes";
import { SupplyPointGate, SupplyPointSummary } from "./SupplyPointGate";
import { useMeasureDownload } from "./useMeasureDownload";

export interface MeasureScreenProps {
  /** data-ov-widget of the root. */
  widget: string;
  codAbonado: string;
  title: string;
  series: readonly TimeSeriesDef[];
  /** Keys of series drawn only when some reading has a value (the load curve's surplus). */
  optionalSeries?: readonly string[] | undefined;
  emptyText: string;
  emptyHint?: string | undefined;
  /** The sibling screen's link ('Curva de carga' or 'Telemedida'). */
  otherLink: { to: string; label: string };
  /** `enabled: false` keeps the query idle (last year's readings until they are asked for). */
  useMeasures: (supplyPoint: SupplyPoint, request: MeasureRequest, options?: { enabled?: boolean }) => UseQueryResult<MeasureData>;
  fetchXlsx: MeasureFileFetcher;
  fileName: (contract: string) => string;
  /** The same range as the CNMC comparator's CSV (output=csv). */
  fetchCsv: MeasureFileFetcher;
  /** What the screen shows under the chart for the range on show (the load curve's
   * 'Autoconsumo'). */
  belowChart?: ((supplyPoint: SupplyPoint, request: MeasureRequest) => React.ReactNode) | undefined;
  /** Injected "today" for stories and tests (the default range ends the day before). */
  today?: Date | string | undefined;
}

/**
 * Telemetry and load curve share one screen (part 2 §2.6, §2.7): heading, note, CUPS and
 * contract, links, Desde/Hasta, 'Visualizar' and 'Descargar curva', and the chart with its
 * caption, empty and error states. It opens on the last 7 days ending yesterday.
 */
export function MeasureScreen(props: MeasureScreenProps) {
  const { messages } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  return (
    <div className="ov-root ov:flex ov:flex-col ov:gap-4" data-ov-widget={props.widget}>
      <header className="ov:flex ov:flex-col ov:gap-1">
        <h1 className="ov:text-2xl ov:font-semibold ov:text-text">{props.title}</h1>
        <p className="ov:text-sm ov:text-text-muted">{texts.maxMonthsNote}</p>
      </header>
      <SupplyPointGate codAbonado={props.codAbonado}>
        {(supplyPoint) => <MeasureContent {...props} supplyPoint={supplyPoint} />}
      </SupplyPointGate>
    </div>
  );
}

/** The screen once the supply point is known: the range asked for, its chart and files. */
function MeasureContent({ supplyPoint, ...props }: MeasureScreenProps & { supplyPoint: SupplyPoint }) {
  const { messages } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  const initial = React.useMemo(() => lastSevenDaysEndingYesterday(props.today), [props.today]);
  const range = useDateRange({ variant: "telemetry12Months", initial, today: props.today });
  const [request, setRequest] = React.useState<MeasureRequest>({ ...initial, isDefault: true });
  const query = props.useMeasures(supplyPoint, request);
  // 'Comparar con el año anterior': the same dates a year earlier, fetched once asked for.
  const [compare, setCompare] = React.useState(false);
  const previousRequest = React.useMemo(
    () => ({ desde: yearEarlier(request.desde), hasta: yearEarlier(request.hasta), isDefault: false }),
    [request.desde, request.hasta],
  );
  const previous = props.useMeasures(supplyPoint, previousRequest, { enabled: compare });
  const { onDownload, downloadNote, xlsxBusy, csvBusy } = useMeasureDownload(supplyPoint, props, range);

  const onView = (event: React.FormEvent) => {
    event.preventDefault();
    const valid = range.validate();
    if (!valid) return;
    const next = { desde: valid.desde, hasta: valid.hasta, isDefault: false };
    if (!request.isDefault && next.desde === request.desde && next.hasta === request.hasta) void query.refetch();
    else setRequest(next);
  };

  const points = query.data?.points;

  return (
    <>
      <SupplyPointSummary supplyPoint={supplyPoint} />
      <MeasureLinks label={props.title} codAbonado={supplyPoint.codAbonado} otherLink={props.otherLink} />
      <form noValidate onSubmit={onView} className="ov:flex ov:flex-col ov:gap-3">
        <DateRangePicker {...range.pickerProps} />
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button type="submit" busy={query.isFetching}>
            {texts.view}
          </Button>
          <Button variant="secondary" busy={xlsxBusy} onClick={() => void onDownload("xlsx")}>
            {texts.downloadCurve}
          </Button>
          <Button variant="secondary" busy={csvBusy} onClick={() => void onDownload("csv")}>
            {texts.downloadCnmc}
          </Button>
        </div>
      </form>
      <div aria-live="polite">{downloadNote ? <Alert tone={downloadNote.tone}>{downloadNote.text}</Alert> : null}</div>
      <MeasureChart
        widget={props.widget}
        supplyPoint={supplyPoint}
        series={props.series}
        optionalSeries={props.optionalSeries}
        emptyText={props.emptyText}
        emptyHint={props.emptyHint}
        request={request}
        query={query}
        previous={previous}
        compare={compare}
        onCompareChange={setCompare}
      />
      {points && points.length > 0 && !query.data?.serverError ? props.belowChart?.(supplyPoint, request) : null}
    </>
  );
}
