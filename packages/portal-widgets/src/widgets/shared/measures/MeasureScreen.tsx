"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type { UseQueryResult } from "@tanstack/react-query";
import * as React from "react";
import type { DownloadResult } from "../../../core/client/clientTypes";
import type { PortalApiClient } from "../../../core/client/contractClient";
import { usePortal } from "../../../core/react/portalHooks";
import { useFileDownload } from "../../../core/react/useFileDownload";
import { useFormat } from "../../../core/react/useFormat";
import { lastSevenDaysEndingYesterday } from "../../../domain/dateRange";
import { cnmcCsvFileName } from "../../../domain/downloads";
import type { TimePoint } from "../../../domain/downsample";
import { yearEarlier } from "../../../domain/periodConsumption";
import { powerArea } from "../../../locales/es-ES/labels/power";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { DateRangePicker, useDateRange } from "../../../ui/DateRangePicker";
import { PortalLink } from "../../../ui/PortalLink";
import type { TimeSeriesDef } from "../../../ui/TimeSeriesChart";
import { measureErrorText } from "./measureErrors";
import { ESTIMATED_KEY } from "./measurePoints";
import { measureServerText } from "./measureServerText";
import { PeriodViews } from "./periods/PeriodViews";
import { SupplyPointGate, SupplyPointSummary } from "./SupplyPointGate";

/** The range a chart shows: 'DD-MM-YYYY' ends; `isDefault` for the opening 7 days. */
export interface MeasureRequest {
  desde: string;
  hasta: string;
  isDefault: boolean;
}

/** Chart points, plus the `error` text a 200 answer may still carry. */
export interface MeasureData {
  points: TimePoint[];
  serverError?: string | undefined;
  /** 'DD-MM-YYYY' of the supply's latest reading (issue #20). */
  updatedUntil?: string | undefined;
}

export interface MeasureScreenProps {
  /** data-ov-widget of the root. */
  widget: string;
  codAbonado: string;
  title: string;
  series: readonly TimeSeriesDef[];
  emptyText: string;
  emptyHint?: string | undefined;
  /** The sibling screen's link ('Curva de carga' or 'Telemedida'). */
  otherLink: { to: string; label: string };
  /** `enabled: false` keeps the query idle (last year's readings until they are asked for). */
  useMeasures: (supplyPoint: SupplyPoint, request: MeasureRequest, options?: { enabled?: boolean }) => UseQueryResult<MeasureData>;
  fetchXlsx: (client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) => Promise<DownloadResult>;
  fileName: (contract: string) => string;
  /** The same range as the CNMC comparator's CSV (issue #20, output=csv). */
  fetchCsv: (client: PortalApiClient, supplyPoint: SupplyPoint, range: { desde: string; hasta: string }) => Promise<DownloadResult>;
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

function MeasureContent({ supplyPoint, ...props }: MeasureScreenProps & { supplyPoint: SupplyPoint }) {
  const format = useFormat();
  const { client, links, messages, locale } = usePortal();
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
  const files = useFileDownload();
  const fileName = props.fileName(supplyPoint.codAbonado);
  const [downloadNote, setDownloadNote] = React.useState<{ tone: "success" | "error"; text: string } | null>(null);

  const onView = (event: React.FormEvent) => {
    event.preventDefault();
    const valid = range.validate();
    if (!valid) return;
    const next = { desde: valid.desde, hasta: valid.hasta, isDefault: false };
    if (!request.isDefault && next.desde === request.desde && next.hasta === request.hasta) void query.refetch();
    else setRequest(next);
  };

  const onDownload = async (format: "xlsx" | "csv") => {
    const valid = range.validate();
    if (!valid) return;
    setDownloadNote(null);
    const name = format === "csv" ? cnmcCsvFileName(supplyPoint.cups, valid.desde, valid.hasta) : fileName;
    const fetchFile = format === "csv" ? props.fetchCsv : props.fetchXlsx;
    const outcome = await files.download(() => fetchFile(client, supplyPoint, valid), { fileName: name });
    if (outcome.ok) setDownloadNote({ tone: "success", text: formatMessage(texts.downloaded, { file: name }) });
    else if (outcome.reason === "too-small") setDownloadNote({ tone: "error", text: props.emptyText });
    else if (outcome.reason === "busy") setDownloadNote({ tone: "error", text: outcome.message ?? messages.common.downloadsBusy });
    else setDownloadNote({ tone: "error", text: measureErrorText(outcome.error, messages, locale) });
  };

  const caption = request.isDefault
    ? texts.captionDefault
    : formatMessage(texts.captionRange, { from: format.date(request.desde), to: format.date(request.hasta) });
  const serverError = query.data?.serverError;
  const points = query.data?.points;
  const updatedUntil = query.data?.updatedUntil;

  return (
    <>
      <SupplyPointSummary supplyPoint={supplyPoint} />
      <nav aria-label={props.title} className="ov:flex ov:flex-wrap ov:gap-4 ov:text-sm">
        <PortalLink to={props.otherLink.to} className="ov:font-semibold ov:text-primary ov:underline">
          {props.otherLink.label}
        </PortalLink>
        <PortalLink to={links.power(supplyPoint.codAbonado)} className="ov:font-semibold ov:text-primary ov:underline">
          {textsOf(messages, powerArea).periods.powerLink}
        </PortalLink>
        <PortalLink to={links.home()} className="ov:font-semibold ov:text-primary ov:underline">
          {texts.back}
        </PortalLink>
      </nav>
      <form noValidate onSubmit={onView} className="ov:flex ov:flex-col ov:gap-3">
        <DateRangePicker {...range.pickerProps} />
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button type="submit" busy={query.isFetching}>
            {texts.view}
          </Button>
          <Button variant="secondary" busy={files.isPending(fileName)} onClick={() => void onDownload("xlsx")}>
            {texts.downloadCurve}
          </Button>
          <Button
            variant="secondary"
            busy={[...files.pending].some((name) => name.endsWith(".csv"))}
            onClick={() => void onDownload("csv")}
          >
            {texts.downloadCnmc}
          </Button>
        </div>
      </form>
      <div aria-live="polite">{downloadNote ? <Alert tone={downloadNote.tone}>{downloadNote.text}</Alert> : null}</div>
      <section aria-labelledby={`${props.widget}-chart-title`} className="ov:flex ov:min-w-0 ov:flex-col ov:gap-3">
        <h2 id={`${props.widget}-chart-title`} className="ov:text-lg ov:font-semibold ov:text-text">
          {texts.chartTitle}
        </h2>
        <p className="ov:text-sm ov:text-text" data-slot="chart-caption">
          {caption}
        </p>
        {updatedUntil ? (
          <p className="ov:text-sm ov:text-text-muted" data-slot="chart-updated">
            {formatMessage(texts.updatedUntil, { date: format.date(updatedUntil) })}
          </p>
        ) : null}
        {query.isPending ? (
          <p role="status" className="ov:text-sm ov:text-text-muted">
            {texts.searching}
          </p>
        ) : query.isError || serverError ? (
          <Alert tone="error">
            {serverError !== undefined ? measureServerText(serverError, locale, messages) : measureErrorText(query.error, messages, locale)}
          </Alert>
        ) : !points || points.length === 0 ? (
          <Alert tone="info">
            <p>{props.emptyText}</p>
            {props.emptyHint ? <p>{props.emptyHint}</p> : null}
          </Alert>
        ) : (
          <PeriodViews
            points={points}
            series={props.series}
            unit={texts.unit}
            tarifa={supplyPoint.tarifa ?? supplyPoint.accessFee?.fee}
            compare={compare}
            onCompareChange={setCompare}
            previous={{ points: previous.data?.points, loading: previous.isFetching }}
            markedKey={ESTIMATED_KEY}
            markedLabel={texts.chart.estimated}
          />
        )}
      </section>
      {points && points.length > 0 && !serverError ? props.belowChart?.(supplyPoint, request) : null}
    </>
  );
}
