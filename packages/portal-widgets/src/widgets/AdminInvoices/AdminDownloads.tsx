"use client";

import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { textsOf } from "../../locales/texts";
import { BulkDownloads } from "../shared/invoices/BulkDownloads";
import { exportFilterParams, type SearchRequest } from "../shared/invoices/searchParams";
import type { AdminResults } from "./useAdminInvoices";

export interface AdminDownloadsProps {
  headingLevel: 2 | 3;
  counts: AdminResults["counts"];
  request: SearchRequest;
  /** The range the exports cover: the filters', or the default query's results'. */
  exportRange: { desde: string; hasta: string };
}

/** Each line's exports, for the lines with results. */
export function AdminDownloads({ headingLevel, counts, request, exportRange }: AdminDownloadsProps) {
  const SectionHeading = `h${headingLevel}` as const;
  const { messages } = usePortal();
  const labels = textsOf(messages, invoiceListsArea);
  const downloadsId = React.useId();
  const downloadLines = (["Electricidad", "Gas"] as const).filter((l) => (l === "Gas" ? counts.gas : counts.electricidad) > 0);
  if (downloadLines.length === 0) return null;

  return (
    <section aria-labelledby={downloadsId} className="ov:flex ov:flex-col ov:gap-3">
      <SectionHeading id={downloadsId} className="ov:text-base ov:font-semibold ov:text-text">
        {labels.sections.downloads}
      </SectionHeading>
      {downloadLines.map((downloadLine) => (
        // The administrator's exports count both lines (part 2 §5: electricity plus gas).
        <BulkDownloads
          key={downloadLine}
          line={downloadLine}
          count={counts.all}
          searched={request.kind !== "default"}
          query={exportFilterParams(request, exportRange)}
          start={exportRange.desde}
          end={exportRange.hasta}
        />
      ))}
    </section>
  );
}
