"use client";

import type { Invoice, Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { cn } from "../../lib/cn";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { FilterDisclosure } from "../../ui/FilterDisclosure";
import { LazyContractDetailsDialog } from "../shared/contracts/lazyContractDetailsDialog";
import { activeInvoiceFilters } from "../shared/invoices/activeFilters";
import type { AdminLine } from "../shared/invoices/adminParams";
import { ListCharts } from "../shared/invoices/ListCharts";
import type { InvoiceFilters } from "../shared/invoices/searchParams";
import { useInvoiceListDownloads } from "../shared/invoices/useInvoiceListDownloads";
import { launchRange, useSearchState } from "../shared/invoices/useSearchState";
import { AdminDownloads } from "./AdminDownloads";
import { AdminFilters } from "./AdminFilters";
import { AdminResultsList } from "./AdminResultsList";
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
  const { messages } = usePortal();
  const labels = textsOf(messages, invoiceListsArea);
  const format = useFormat();
  const { request, search, pages, setPage } = useSearchState();
  const [line, setLine] = React.useState<AdminLine>("Todo");
  const [contract, setContract] = React.useState<{ code: string; line: Line } | null>(null);
  const [contractError, setContractError] = React.useState<string | null>(null);
  // The dialog's chunk is asked for at the first press (or before, on a contract button's
  // hover or focus) and stays mounted from then on, so closing keeps Radix's focus return.
  const [dialogWanted, setDialogWanted] = React.useState(false);
  const [dialogArrived, setDialogArrived] = React.useState(false);
  const results = useAdminInvoices(request, line, pages.simple);
  const downloads = useInvoiceListDownloads({ pdfErrorStyle: "withNumber" });
  const isDefault = request.kind === "default";

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

  // 'Todo' is no filter; a chosen line is.
  const lineFilter =
    line === "Todo" ? [] : [{ label: labels.filters.linea, value: line === "Gas" ? labels.lines.gas : labels.lines.electricidad }];

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
    setDialogWanted(true);
    setContract({ code, line: invoice.line });
  };

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="AdminInvoices">
      <Heading className="ov:text-xl ov:font-semibold ov:text-text">{labels.adminTitle}</Heading>
      <FilterDisclosure active={activeInvoiceFilters(request, labels.filters, format, lineFilter)}>
        <AdminFilters defaultRange={defaultRange} searching={!isDefault && results.fetching} onSearch={onSearch} />
      </FilterDisclosure>
      {contractError ? <Alert tone="error">{contractError}</Alert> : null}
      {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}

      <AdminResultsList
        results={results}
        isDefault={isDefault}
        downloads={downloads}
        onOpenContract={openContract}
        inactive={contract !== null && dialogArrived}
        page={pages.simple}
        onPageChange={(page) => setPage("simple", page)}
        headingLevel={sectionLevel}
      />
      <AdminDownloads headingLevel={sectionLevel} counts={results.counts} request={request} exportRange={exportRange} />

      <ListCharts line={line === "Gas" ? "Gas" : "Electricidad"} charts={charts} minInvoices={2} headingLevel={sectionLevel} />

      {dialogWanted ? (
        <LazyContractDetailsDialog
          contract={contract ? { codAbonado: contract.code, line: contract.line } : null}
          onClose={() => setContract(null)}
          onError={(message) => {
            setContract(null);
            setContractError(message);
          }}
          onArrived={() => setDialogArrived(true)}
        />
      ) : null}
    </div>
  );
}
