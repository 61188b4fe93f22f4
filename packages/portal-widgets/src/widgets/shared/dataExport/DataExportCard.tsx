"use client";

import type { DataExport } from "@oficina-virtual/api-contract";
import * as React from "react";
import { isApiError } from "../../../core/client/ApiError";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { showsServerText } from "../../../domain/serverTexts";
import { cn } from "../../../lib/cn";
import { dataExportArea } from "../../../locales/es-ES/labels/dataExport";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useDataExport } from "./useDataExport";

export interface DataExportCardProps {
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  id?: string;
}

type Phase = "idle" | "preparing" | "ready" | "failed";

function phaseOf(job: DataExport | undefined, statusFailed: boolean): Phase {
  if (statusFailed || job?.state === "error") return "failed";
  if (job?.state === "lista") return "ready";
  return job ? "preparing" : "idle";
}

/** The refusal of a start: a 429 (downloads in flight, or too many requests) in the server's
 * words in es-ES, the catalogue's elsewhere; anything else the generic text. */
function startErrorText(error: unknown, locale: Parameters<typeof showsServerText>[0], texts: typeof dataExportArea.spanish) {
  if (!isApiError(error) || error.status !== 429) return texts.startError;
  const mensaje = (error.body as { mensaje?: unknown } | undefined)?.mensaje;
  return showsServerText(locale) && typeof mensaje === "string" && mensaje.trim() ? mensaje : texts.busy;
}

/**
 * 'Descargar mis datos' (RGPD art. 20): asks the server to prepare the customer's data ZIP,
 * shows how far it has got, and downloads it. The button that had focus goes away as the
 * phase changes, so focus follows: to the progress, then to the download (or the retry).
 */
export function DataExportCard({ headingLevel = 2, className, id }: DataExportCardProps) {
  const texts = useTexts(dataExportArea);
  const { locale } = useLocale();
  const format = useFormat();
  const { start, job, save, saving } = useDataExport();
  const [downloadFailed, setDownloadFailed] = React.useState(false);
  const phase = phaseOf(job?.data, job?.isError ?? false);
  const progressRef = React.useRef<HTMLDivElement>(null);
  const readyRef = React.useRef<HTMLDivElement>(null);
  const failedRef = React.useRef<HTMLDivElement>(null);
  const moved = React.useRef<Phase>("idle");
  React.useEffect(() => {
    if (moved.current === phase) return;
    moved.current = phase;
    if (phase === "preparing") progressRef.current?.focus();
    if (phase === "ready") readyRef.current?.querySelector("button")?.focus();
    if (phase === "failed") failedRef.current?.querySelector("button")?.focus();
  }, [phase]);

  const begin = () => {
    setDownloadFailed(false);
    start.mutate();
  };
  const percent = job?.data?.progress ?? 0;

  return (
    <Card id={id} heading={texts.heading} headingLevel={headingLevel} className={cn("ov-data-export-card", className)}>
      <div className="ov:flex ov:flex-col ov:gap-4" data-slot="data-export" data-phase={phase}>
        <p className="ov:text-sm ov:text-text">{texts.intro}</p>
        {phase === "idle" ? (
          <div className="ov:flex ov:flex-col ov:items-start ov:gap-2">
            <Button busy={start.isPending} onClick={begin}>
              {texts.start}
            </Button>
            {start.isError ? <Alert tone="error">{startErrorText(start.error, locale, texts)}</Alert> : null}
          </div>
        ) : null}
        {phase === "preparing" ? (
          <div
            ref={progressRef}
            tabIndex={-1}
            className="ov:flex ov:flex-col ov:gap-2 ov:outline-none ov:focus-visible:outline-2 ov:focus-visible:outline-offset-2 ov:focus-visible:outline-primary"
          >
            <p role="status" className="ov:text-sm ov:text-text">
              {formatMessage(texts.preparing, { percent: format.quantity(percent, 0) })}
            </p>
            <div
              role="progressbar"
              aria-label={texts.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="ov:h-3 ov:w-full ov:max-w-md ov:overflow-hidden ov:rounded-full ov:border ov:border-border ov:bg-surface"
            >
              <div className="ov:h-full ov:bg-primary ov:transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
        {phase === "ready" && job?.data ? (
          <div ref={readyRef} className="ov:flex ov:flex-col ov:items-start ov:gap-2">
            <p role="status" className="ov:text-sm ov:text-text">
              <span className="ov:font-semibold">{texts.ready}</span>{" "}
              {job.data.expiresAt ? formatMessage(texts.available, { date: format.date(job.data.expiresAt) }) : null}
            </p>
            <Button busy={saving} onClick={async () => setDownloadFailed(!(await save(job.data)))}>
              {texts.download}
            </Button>
            {downloadFailed ? <Alert tone="error">{texts.downloadError}</Alert> : null}
          </div>
        ) : null}
        {phase === "failed" ? (
          <div ref={failedRef} className="ov:flex ov:flex-col ov:items-start ov:gap-2">
            <Alert tone="error">{texts.failed}</Alert>
            <Button variant="secondary" busy={start.isPending} onClick={begin}>
              {texts.retry}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
