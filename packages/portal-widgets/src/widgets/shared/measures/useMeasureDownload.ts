"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal } from "../../../core/react/portalHooks";
import { useFileDownload } from "../../../core/react/useFileDownload";
import { cnmcCsvFileName } from "../../../domain/downloads";
import { commonMessages } from "../../../locales/es-ES/common";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import type { useDateRange } from "../../../ui/DateRangePicker";
import { measureErrorText } from "./measureErrors";
import type { MeasureFileFetcher } from "./measureTypes";

interface DownloadProps {
  fetchXlsx: MeasureFileFetcher;
  fetchCsv: MeasureFileFetcher;
  fileName: (contract: string) => string;
  /** Told when the file came back empty. */
  emptyText: string;
}

/** 'Descargar curva' (xlsx) and the CNMC comparator's CSV for the range on the picker, and
 * the note that says how the last one went. */
export function useMeasureDownload(supplyPoint: SupplyPoint, props: DownloadProps, range: ReturnType<typeof useDateRange>) {
  const { client, messages, locale } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  const files = useFileDownload();
  const fileName = props.fileName(supplyPoint.codAbonado);
  const [downloadNote, setDownloadNote] = React.useState<{ tone: "success" | "error"; text: string } | null>(null);

  const onDownload = async (format: "xlsx" | "csv") => {
    const valid = range.validate();
    if (!valid) return;
    setDownloadNote(null);
    const name = format === "csv" ? cnmcCsvFileName(supplyPoint.cups, valid.desde, valid.hasta) : fileName;
    const fetchFile = format === "csv" ? props.fetchCsv : props.fetchXlsx;
    const outcome = await files.download(() => fetchFile(client, supplyPoint, valid), { fileName: name });
    if (outcome.ok) setDownloadNote({ tone: "success", text: formatMessage(texts.downloaded, { file: name }) });
    else if (outcome.reason === "too-small") setDownloadNote({ tone: "error", text: props.emptyText });
    else if (outcome.reason === "busy")
      setDownloadNote({ tone: "error", text: outcome.message ?? textsOf(messages, commonMessages).downloadsBusy });
    else setDownloadNote({ tone: "error", text: measureErrorText(outcome.error, messages, locale) });
  };

  return {
    onDownload,
    downloadNote,
    xlsxBusy: files.isPending(fileName),
    csvBusy: [...files.pending].some((name) => name.endsWith(".csv")),
  };
}
