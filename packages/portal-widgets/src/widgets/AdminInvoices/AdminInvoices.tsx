"use client";

import type { Invoice, Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import { ContractDetailsDialog } from "../shared/contracts/ContractDetailsDialog";
import type { AdminLine } from "../shared/invoices/adminParams";
import { BulkDownloads } from "../shared/invoices/BulkDownloads";
import { ListCharts } from "../shared/invoices/ListCharts";
import { exportFilterParams, type InvoiceFilters } from "../shared/invoices/searchParams";
import { useInvoiceListDownloads } from "../shared/invoices/useInvoiceListDownloads";
import { launchRange, useSearchState } from "../shared/invoices/useSearchState";
import { AdminFilters } from "./AdminFilters";
import { AdminInvoiceTable } from "./AdminInvoiceTable";
import { AdminResultsHeader } from "./AdminResultsHeader";
import { useAdminInvoices } from "./useAdminInvoices";

const NO_RANGE = { desde: "", hasta: "" };

export interface AdminInvoicesProps {
  /** Level of the title ('Facturas'): 2 under AdminHome's heading. The sections take the next one. */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The property administrator's invoices (in `/administrador-fincas`, part 2 §2.5): filters
 * by line, CIF, CUPS, contract, number and dates; the results header with the per-line
 * counts; the list with its icons, contract popup and invoice cell; pages as the larger of
 * the two lines' page counts; each line's downloads; 'Gráfico de Facturas'.
 */
export function AdminInvoices({ headingLevel = 1, className }: AdminInvoicesProps) {
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as 2 | 3;
  const SectionHeading = `h${sectionLevel}` as const;
  const { messages } = usePortal();
  const labels = textsOf(messages, invoiceListsArea);
  const invoiceTexts = useTexts(invoicesMessages);
  const { request, search, pages, setPage } = useSearchState();
  const [line, setLine] = React.useState<AdminLine>("Todo");
  const [contract, setContract] = React.useState<{ code: string; line: Line } | null>(null);
  const [contractError, setContractError] = React.useState<string | null>(null);
  const results = useAdminInvoices(request, line, pages.simple);
  const downloads = useInvoiceListDownloads({ pdfErrorStyle: "withNumber" });
  const isDefault = request.kind === "default";
  const downloadsId = React.useId();

  // Part 2 §4: the default query's results give the date range (the fields and the exports).
  const defaultRange = React.useMemo(
    () => (isDefault && results.status === "ready" ? launchRange(results.invoices) : null),
    [isDefault, results.status, results.invoices],
  );
  const exportRange = request.kind === "filters" ? request.filters : (defaultRange ?? NO_RANGE);
  const charts = React.useMemo(
    () => [{ title: labels.sections.adminChart, invoices: results.invoices }],
    [labels.sections.adminChart, results.invoices],
  );

  const onSearch = (filters: InvoiceFilters, nextLine: AdminLine) => {
    // A new search closes the contract popup (part 2 §4).
    setContract(null);
    setContractError(null);
    setLine(nextLine);
    search({ kind: "filters", filters });
  };
  const openContract = (invoice: Invoice) => {
    const code = invoice.contractCode ?? invoice.contract;
    if (!code) return;
    setContractError(null);
    setContract({ code, line: invoice.line });
  };

  const empty = results.status === "error" || (results.status === "ready" && results.invoices.length === 0);
  const downloadLines = (["Electricidad", "Gas"] as const).filter(
    (l) => (l === "Gas" ? results.counts.gas : results.counts.electricidad) > 0,
  );

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="AdminInvoices">
      <Heading className="ov:text-xl ov:font-semibold ov:text-text">{labels.adminTitle}</Heading>
      <AdminFilters defaultRange={defaultRange} searching={!isDefault && results.fetching} onSearch={onSearch} />
      {contractError ? <Alert tone="error">{contractError}</Alert> : null}
      {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}

      <div className="ov:flex ov:flex-col ov:gap-3" aria-busy={results.fetching || undefined}>
        <AdminResultsHeader isDefault={isDefault} counts={results.counts} loading={results.status === "loading"} />
        {results.status === "loading" ? <Spinner label={labels.sections.loading} /> : null}
        {empty ? (
          <p className="ov:rounded-[var(--ov-radius-control)] ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm ov:text-text" role="status">
            {invoiceTexts.empty}
          </p>
        ) : null}
        {results.status === "ready" && results.invoices.length > 0 ? (
          <AdminInvoiceTable
            invoices={results.invoices}
            label={formatMessage(labels.sections.table, { section: labels.adminTitle })}
            downloads={downloads}
            onOpenContract={openContract}
            inactive={contract !== null}
            morePages={pages.simple < results.pages}
          />
        ) : null}
        {!empty ? (
          <Pagination
            layout="arrows"
            page={pages.simple}
            totalPages={results.pages}
            onPageChange={(page) => setPage("simple", page)}
            disabled={results.fetching}
            label={formatMessage(labels.sections.pagination, { section: labels.adminTitle })}
          />
        ) : null}
      </div>

      {downloadLines.length > 0 ? (
        <section aria-labelledby={downloadsId} className="ov:flex ov:flex-col ov:gap-3">
          <SectionHeading id={downloadsId} className="ov:text-base ov:font-semibold ov:text-text">
            {labels.sections.downloads}
          </SectionHeading>
          {downloadLines.map((downloadLine) => (
            // The administrator's exports count both lines (part 2 §5: electricity plus gas).
            <BulkDownloads
              key={downloadLine}
              line={downloadLine}
              count={results.counts.all}
              searched={!isDefault}
              query={exportFilterParams(request, exportRange)}
              start={exportRange.desde}
              end={exportRange.hasta}
            />
          ))}
        </section>
      ) : null}

      <ListCharts line={line === "Gas" ? "Gas" : "Electricidad"} charts={charts} minInvoices={2} headingLevel={sectionLevel} />

      <ContractDetailsDialog
        contract={contract ? { codAbonado: contract.code, line: contract.line } : null}
        onClose={() => setContract(null)}
        onError={(message) => {
          setContract(null);
          setContractError(message);
        }}
      />
    </div>
  );
}
