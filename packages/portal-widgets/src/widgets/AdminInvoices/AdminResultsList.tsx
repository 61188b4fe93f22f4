"use client";

import type { Invoice } from "@oficina-virtual/api-contract";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import type { InvoiceListDownloads } from "../shared/invoices/InvoiceCell";
import { AdminInvoiceGroups } from "./AdminInvoiceGroups";
import { AdminResultsHeader } from "./AdminResultsHeader";
import type { AdminResults } from "./useAdminInvoices";

export interface AdminResultsListProps {
  results: AdminResults;
  isDefault: boolean;
  downloads: InvoiceListDownloads;
  onOpenContract: (invoice: Invoice) => void;
  /** The contract popup is open: the list's actions wait. */
  inactive: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Level of the comunidades' headings. */
  headingLevel: 2 | 3 | 4;
}

/** The results: header with the per-line counts, the list (or its loading and empty states)
 * and the pager. */
export function AdminResultsList({
  results,
  isDefault,
  downloads,
  onOpenContract,
  inactive,
  page,
  onPageChange,
  headingLevel,
}: AdminResultsListProps) {
  const { messages } = usePortal();
  const labels = textsOf(messages, invoiceListsArea);
  const invoiceTexts = useTexts(invoicesMessages);
  const empty = results.status === "error" || (results.status === "ready" && results.invoices.length === 0);

  return (
    <div className="ov:flex ov:flex-col ov:gap-3" aria-busy={results.fetching || undefined}>
      <AdminResultsHeader isDefault={isDefault} counts={results.counts} loading={results.status === "loading"} />
      {results.status === "loading" ? <Spinner label={labels.sections.loading} /> : null}
      {empty ? (
        <p className="ov:rounded-[var(--ov-radius-control)] ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm ov:text-text" role="status">
          {invoiceTexts.empty}
        </p>
      ) : null}
      {results.status === "ready" && results.invoices.length > 0 ? (
        <AdminInvoiceGroups
          invoices={results.invoices}
          headingLevel={headingLevel}
          downloads={downloads}
          onOpenContract={onOpenContract}
          inactive={inactive}
          morePages={page < results.pages}
        />
      ) : null}
      {!empty ? (
        <Pagination
          layout="arrows"
          page={page}
          totalPages={results.pages}
          onPageChange={onPageChange}
          disabled={results.fetching}
          label={formatMessage(labels.sections.pagination, { section: labels.adminTitle })}
        />
      ) : null}
    </div>
  );
}
