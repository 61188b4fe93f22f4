"use client";

import type { Line } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import type { DateRangeVariant } from "../../../domain/dateRange";
import { exceedsTwelveMonths } from "../../../domain/exportLimits";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { Alert } from "../../../ui/Alert";
import { FilterDisclosure } from "../../../ui/FilterDisclosure";
import { activeInvoiceFilters } from "./activeFilters";
import { InvoiceListSection } from "./InvoiceListSection";
import { LineDownloads } from "./LineDownloads";
import { ListCharts } from "./ListCharts";
import { SearchChoice } from "./SearchChoice";
import { exportFilterParams } from "./searchParams";
import { groupUnified } from "./unifiedGroups";
import { type PdfErrorStyle, type ProformaSource, useInvoiceListDownloads } from "./useInvoiceListDownloads";
import { type InvoiceList, useInvoiceLists } from "./useInvoiceLists";
import { useDefaultRange, useSearchState } from "./useSearchState";

export interface InvoiceSearchPanelProps {
  line: Line;
  /** The date rule of the screen (part 2 §5): 1 month for electricity, 12 months for gas. */
  variant: DateRangeVariant;
  /** Where the unified invoices come from: fullbilling (findUnicas) or the gas screen's unicas/gas. */
  unifiedSource: "fullbilling" | "unicasGas";
  pdfErrorStyle: PdfErrorStyle;
  proformaSource: ProformaSource;
  idPrefix: string;
  /** Level of the sections' headings (the screen title is one above). */
  headingLevel?: 2 | 3;
}

const NO_RANGE = { desde: "", hasta: "" };

/**
 * One line's invoice search (part 2 §2.3, §2.4): filters or 'Encontrar factura', the line's
 * mass downloads, 'Facturas Simples' and 'Facturas Unificadas' with their pagers, and the
 * 'Gráficos' section.
 */
export function InvoiceSearchPanel({
  line,
  variant,
  unifiedSource,
  pdfErrorStyle,
  proformaSource,
  idPrefix,
  headingLevel = 2,
}: InvoiceSearchPanelProps) {
  const labels = useTexts(invoiceListsArea);
  const format = useFormat();
  const { request, search, pages, setPage } = useSearchState();
  const lists = useInvoiceLists({ line, request, simplePage: pages.simple, unifiedPage: pages.unified, unifiedSource });
  const downloads = useInvoiceListDownloads({ pdfErrorStyle, proformaSource });

  // Part 2 §4: the default query's results give the date range, the same for the fields
  // and the exports.
  const defaultRange = useDefaultRange(request, lists.simple, lists.unified);
  const exportRange = request.kind === "filters" ? request.filters : (defaultRange ?? NO_RANGE);
  const searching = request.kind === "filters" && (lists.simple.fetching || (lists.unified?.fetching ?? false));
  const isDefault = request.kind === "default";
  // The limits block the exports after a search (§4), but the 12-month export rule holds
  // for the default query's range too: the last 10 bimonthly gas invoices span some 20
  // months, which the server refuses with a 400 (§5). Blocked here like a dated search.
  const exportsChecked = !isDefault || exceedsTwelveMonths(exportRange.desde, exportRange.hasta);
  const charts = React.useMemo(
    () => [
      { title: labels.sections.simple, invoices: lists.simple.invoices },
      // One bar per unified invoice, at its total: the list's call answers its members.
      { title: labels.sections.unified, invoices: groupUnified(lists.unified?.invoices ?? []).map((group) => group.invoice) },
    ],
    [labels.sections, lists.simple.invoices, lists.unified?.invoices],
  );
  const section = (kind: "simple" | "unified", list: InvoiceList) => (
    <InvoiceListSection
      kind={kind}
      headingLevel={headingLevel}
      list={list}
      isDefault={isDefault}
      page={pages[kind]}
      onPageChange={(page) => setPage(kind, page)}
      downloads={downloads}
      proformaSource={proformaSource}
    />
  );

  return (
    <div className="ov:flex ov:flex-col ov:gap-6" data-line={line}>
      <FilterDisclosure active={activeInvoiceFilters(request, labels.filters, format)}>
        <SearchChoice
          idPrefix={idPrefix}
          variant={variant}
          defaultRange={defaultRange}
          searchingOne={request.kind === "one" && lists.simple.fetching}
          searchingFilters={searching}
          onSearch={search}
        />
      </FilterDisclosure>

      {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}

      <LineDownloads
        line={line}
        count={lists.simple.count}
        searched={exportsChecked}
        query={{ ...exportFilterParams(request, exportRange), hasUnicasInvoices: lists.hasUnicas }}
        range={exportRange}
        rangeRule
        headingLevel={headingLevel}
      />

      {section("simple", lists.simple)}
      {lists.unified ? section("unified", lists.unified) : null}

      <ListCharts line={line} heading={labels.sections.charts} charts={charts} headingLevel={headingLevel} />
    </div>
  );
}
