import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import type { InvoiceSearchParams } from "../../../core/queries/domainQueries";
import { useTexts } from "../../../core/react/portalHooks";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { BulkDownloads } from "./BulkDownloads";

export interface LineDownloadsProps {
  line: Line;
  /** The count the export limits apply to (part 2 §5). */
  count: number;
  /** The limits block the buttons after a search, not on the default query (§4). */
  searched: boolean;
  /** The search's filters, without the page. */
  query: InvoiceSearchParams;
  /** The screen's Desde/Hasta ('DD-MM-YYYY' or ''), for the 12-month export rule. */
  range: { desde: string; hasta: string };
  rangeRule: boolean;
  headingLevel?: 2 | 3;
}

/** The 'Descargas' section of one line: Excel, PDF and ZIP, blocked over the limits. */
export function LineDownloads({ line, count, searched, query, range, rangeRule, headingLevel = 2 }: LineDownloadsProps) {
  const labels = useTexts(invoiceListsArea).sections;
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-2">
      <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
        {labels.downloads}
      </Heading>
      <BulkDownloads
        line={line}
        count={count}
        searched={searched}
        query={query}
        start={range.desde}
        end={range.hasta}
        rangeRule={rangeRule}
      />
    </section>
  );
}
