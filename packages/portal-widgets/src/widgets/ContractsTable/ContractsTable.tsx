"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { busyDownloadText, useFileDownload } from "../../core/react/useFileDownload";
import type { BusinessLine } from "../../core/session/sessionState";
import { contractFileName } from "../../domain";
import { cn } from "../../lib/cn";
import { choosePlural, formatMessage } from "../../locales";
import type { LocaleId } from "../../locales/available";
import { commonMessages } from "../../locales/es-ES/common";
import { contractsMessages } from "../../locales/es-ES/contracts";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { TextField } from "../../ui/Field";
import { FilterDisclosure } from "../../ui/FilterDisclosure";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import { type LineNames, lineName } from "../shared/contracts/lineName";
import { ContractRows } from "./ContractRows";
import { type LineTable, useContractsTable } from "./useContractsTable";

const BOTH_LINES: readonly BusinessLine[] = ["Electricidad", "Gas"];

export interface ContractsTableProps {
  /** The business lines to list, one table each; both by default. */
  lines?: readonly BusinessLine[];
  /** Level of each table's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The home's contracts (part 1 §2): the Contrato and CUPS search boxes, applied after a
 * 1000 ms pause, and one table per line with 10 contracts per page, links to each
 * contract's invoices, certificate and (electricity) consumption screens, and the contract PDF.
 */
export function ContractsTable({ lines = BOTH_LINES, headingLevel = 2, className }: ContractsTableProps) {
  const { client, messages, locale } = usePortal();
  const invoiceTexts = useTexts(invoicesMessages);
  const labels = textsOf(messages, homeArea).contracts;
  const contracts = useContractsTable(lines);
  const { download, isPending } = useFileDownload();
  const [downloadError, setDownloadError] = React.useState<string | null>(null);

  const downloadPdf = async (row: SupplyPoint) => {
    setDownloadError(null);
    const outcome = await download(
      () => client.download("contractPdf", { params: { codAbonado: row.codAbonado }, query: { line: row.line, output: "pdf" } }),
      { fileName: contractFileName(row.codAbonado) },
    );
    if (!outcome.ok) setDownloadError(busyDownloadText(outcome, locale, messages) ?? invoiceTexts.fileError);
  };

  const { typed, setTyped } = contracts.search;
  const typedFilters = [
    { label: labels.searchContract, value: typed.contract.trim() },
    { label: labels.searchCups, value: typed.cups.trim() },
  ].filter((filter) => filter.value !== "");
  return (
    <div className={cn("ov-root ov-contracts-table ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="ContractsTable">
      {/* On a phone the boxes fold into 'Filtrar' under what was typed, the contracts first. */}
      <FilterDisclosure active={typedFilters}>
        <div role="search" className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2">
          <TextField
            label={labels.searchContract}
            value={typed.contract}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setTyped({ ...typed, contract: event.target.value })}
          />
          <TextField
            label={labels.searchCups}
            value={typed.cups}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => setTyped({ ...typed, cups: event.target.value })}
          />
          <p className="ov:text-xs ov:text-text-muted ov:sm:col-span-2">{labels.searchHint}</p>
        </div>
      </FilterDisclosure>
      {/* WCAG 4.1.3: the tables change under the search boxes without moving focus; this says
          how many contracts matched, once the rows on screen answer the search. */}
      <p role="status" className="ov:sr-only">
        {contracts.filtered && contracts.loaded && !contracts.refreshing ? searchSummary(contracts.tables, labels, locale) : ""}
      </p>

      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {contracts.loading ? <Spinner label={labels.loading} /> : null}
      {contracts.failed ? <Alert tone="error">{textsOf(messages, commonMessages).retryLater}</Alert> : null}

      {contracts.loaded
        ? contracts.tables.map((table) => (
            <LineSection
              key={table.line}
              table={table}
              headingLevel={headingLevel}
              busy={contracts.refreshing}
              isDownloading={(row) => isPending(contractFileName(row.codAbonado))}
              onDownload={(row) => void downloadPdf(row)}
            />
          ))
        : null}
    </div>
  );
}

function searchSummary(
  tables: LineTable[],
  labels: { searchResults: string; lineCountOne: string; lineCountOther: string; and: string; lines: LineNames },
  locale: LocaleId,
) {
  const list = tables
    .map(({ line, total }) =>
      formatMessage(choosePlural(locale, total, labels.lineCountOne, labels.lineCountOther), {
        count: total,
        line: lineName(labels.lines, line),
      }),
    )
    .join(` ${labels.and} `);
  return formatMessage(labels.searchResults, { list });
}

interface LineSectionProps {
  table: LineTable;
  headingLevel: 2 | 3 | 4;
  busy: boolean;
  isDownloading: (row: SupplyPoint) => boolean;
  onDownload: (row: SupplyPoint) => void;
}

function LineSection({ table, headingLevel, busy, isDownloading, onDownload }: LineSectionProps) {
  const { messages } = usePortal();
  const contractTexts = useTexts(contractsMessages);
  const labels = textsOf(messages, homeArea).contracts;
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const { line } = table;
  const name = lineName(labels.lines, line);
  return (
    <section
      aria-labelledby={headingId}
      data-line={line}
      className="ov-contracts-table__line ov:flex ov:flex-col ov:gap-4 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:sm:p-6"
    >
      <Heading id={headingId} className="ov:text-lg ov:font-semibold ov:text-text">
        {formatMessage(labels.heading, { line: name })}
      </Heading>
      {table.rows.length === 0 ? (
        <Alert tone="info">{contractTexts.empty}</Alert>
      ) : (
        <>
          <ContractRows line={line} rows={table.rows} busy={busy} isDownloading={isDownloading} onDownload={onDownload} />
          <Pagination
            page={table.page}
            totalPages={table.totalPages}
            onPageChange={table.setPage}
            label={formatMessage(labels.paginationLabel, { line: name })}
          />
        </>
      )}
    </section>
  );
}
