"use client";

import type { Line } from "@oficina-virtual/api-contract";
import type { InvoiceSearchParams } from "../../../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../../../core/react/portalHooks";
import type { DateInput } from "../../../../domain/calendarDate";
import { checkExportLimits } from "../../../../domain/exportLimits";
import { cn } from "../../../../lib/cn";
import { invoicesMessages } from "../../../../locales/es-ES/invoices";
import { invoicesArea } from "../../../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../../../locales/format";
import { textsOf } from "../../../../locales/texts";
import { Alert } from "../../../../ui/Alert";
import { Button } from "../../../../ui/Button";
import { lineName } from "../../contracts/lineName";
import { type BulkFetchers, type BulkFormat, useBulkDownload } from "./useBulkDownload";

export interface BulkDownloadsProps {
  line: Line;
  /** Results the exports would include (electricity plus gas, gas alone, or the electricity
   * count, as the screen's rule says). */
  count: number;
  /** Limits block the buttons only after a search (part 2 §4), not on the default query. */
  searched: boolean;
  /** The search's filters: the standard calls (invoicesExcel, fullbillingPdf, fullbillingRar)
   * are made with them. */
  query?: InvoiceSearchParams;
  /** Other calls for some formats (the per-contract ZIP…); they win over `query`. */
  fetchers?: BulkFetchers;
  /** Buttons to show, in this order. Default: Excel, PDF, ZIP. */
  formats?: readonly BulkFormat[];
  /** The range, for the 12-month export rule. */
  start?: DateInput;
  end?: DateInput;
  /** Apply the 12-month export range rule (gas screen, all-invoices view). */
  rangeRule?: boolean;
  /** Other file names (default: 'facturas {line}.xlsx/.pdf/.rar'). */
  fileNames?: Partial<Record<BulkFormat, string>>;
  /** Other button texts (default Excel, PDF, ZIP); such a text is also the button's name. */
  buttonLabels?: Partial<Record<BulkFormat, string>>;
  /** Other failure texts (default: the spec's 'exportar las facturas en …' messages). */
  errorMessages?: Partial<Record<BulkFormat, string>>;
  className?: string;
}

/**
 * Excel, PDF and ZIP mass downloads of one line (part 2 §2.3–§2.5). Over the limits (Excel
 * 1000, PDF/ZIP 200 results, and 12 months when `rangeRule`) the blocked buttons are
 * disabled and the over-limit message lists 'Resultados actuales N' and the broken limits.
 * Each button shows progress while its file downloads; failures show the spec's texts.
 */
export function BulkDownloads({
  line,
  count,
  searched,
  query = {},
  fetchers = {},
  formats = ["excel", "pdf", "zip"],
  start,
  end,
  rangeRule = false,
  fileNames = {},
  buttonLabels = {},
  errorMessages = {},
  className,
}: BulkDownloadsProps) {
  const { messages } = usePortal();
  const texts = textsOf(messages, invoicesArea).bulkDownloads;
  const limits = checkExportLimits({ count, start, end, gasRange: rangeRule }, messages);
  const blocked = (format: BulkFormat) => searched && !limits[format];
  const showOverLimit = formats.some(blocked);
  const { names, run, isPending, error } = useBulkDownload({ line, query, fetchers, fileNames, errorMessages });

  const shownLine = lineName(texts.lines, line);

  return (
    <div data-slot="bulk-downloads" className={cn("ov-bulk-downloads ov:flex ov:flex-col ov:gap-3", className)}>
      <div role="group" aria-label={formatMessage(texts.group, { line: shownLine })} className="ov:flex ov:flex-wrap ov:gap-2">
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            busy={isPending(names[format])}
            disabled={blocked(format)}
            aria-label={buttonLabels[format] ? undefined : formatMessage(texts.buttonLabel, { format: texts[format], line: shownLine })}
            onClick={() => void run(format)}
          >
            {buttonLabels[format] ?? texts[format]}
          </Button>
        ))}
      </div>
      {showOverLimit ? <OverLimitAlert count={count} violations={limits.violations} /> : null}
      {/* A refusal (429) asks the customer to wait and press the button again: a warning,
          announced as an alert all the same, since it answers the click. */}
      {error ? (
        <Alert tone={error.busy ? "warning" : "error"} role="alert" data-slot={error.busy ? "bulk-downloads-busy" : undefined}>
          {error.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** Over the limits: 'Resultados actuales N' and the limits the results break. */
function OverLimitAlert({ count, violations }: { count: number; violations: readonly string[] }) {
  const invoiceTexts = useTexts(invoicesMessages);
  return (
    <Alert tone="warning" data-slot="bulk-downloads-over-limit">
      <p>{invoiceTexts.overLimit}</p>
      <p>{formatMessage(invoiceTexts.currentResults, { count })}</p>
      <p>{invoiceTexts.brokenLimits}</p>
      <ul className="ov:list-disc ov:pl-5">
        {violations.map((violation) => (
          <li key={violation}>{violation}</li>
        ))}
      </ul>
    </Alert>
  );
}
