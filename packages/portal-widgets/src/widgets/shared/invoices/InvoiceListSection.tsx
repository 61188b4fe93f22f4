"use client";

import { useTexts } from "../../../core/react/portalHooks";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../../locales/format";
import type { InvoiceListDownloads } from "./InvoiceCell";
import { InvoiceListTable } from "./InvoiceListTable";
import { InvoiceSection } from "./InvoiceSection";
import type { ProformaSource } from "./useInvoiceListDownloads";
import type { InvoiceList } from "./useInvoiceLists";

export interface InvoiceListSectionProps {
  kind: "simple" | "unified";
  headingLevel: 2 | 3;
  list: InvoiceList;
  isDefault: boolean;
  page: number;
  onPageChange: (page: number) => void;
  downloads: InvoiceListDownloads;
  proformaSource: ProformaSource;
}

/** 'Facturas Simples' and 'Facturas Unificadas': the same section, each with its own list and page. */
export function InvoiceListSection({
  kind,
  headingLevel,
  list,
  isDefault,
  page,
  onPageChange,
  downloads,
  proformaSource,
}: InvoiceListSectionProps) {
  const labels = useTexts(invoiceListsArea);
  const title = { simple: labels.sections.simple, unified: labels.sections.unified };
  return (
    <InvoiceSection
      title={title[kind]}
      headingLevel={headingLevel}
      list={list}
      isDefault={isDefault}
      page={page}
      onPageChange={onPageChange}
    >
      <InvoiceListTable
        layout={kind}
        invoices={list.invoices}
        label={formatMessage(labels.sections.table, { section: title[kind] })}
        downloads={downloads}
        proformaSource={proformaSource}
        morePages={page < list.pages}
      />
    </InvoiceSection>
  );
}
