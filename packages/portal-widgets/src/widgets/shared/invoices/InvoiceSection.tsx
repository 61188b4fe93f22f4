import * as React from "react";
import { useMessages, useTexts } from "../../../core/react/portalHooks";
import { invoicesMessages } from "../../../locales/es-ES/invoices";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Pagination } from "../../../ui/Pagination";
import { Spinner } from "../../../ui/Spinner";
import type { InvoiceList } from "./useInvoiceLists";

export interface InvoiceSectionProps {
  title: string;
  list: InvoiceList;
  /** The default query's lists read 'Últimas 10 facturas'; searches 'Resultados: n'. */
  isDefault: boolean;
  page: number;
  onPageChange(page: number): void;
  /** The table, given the rows to show. */
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * One list of the screen: heading, caption, the rows or the empty message (part 2 §2.3,
 * §8), and the pager ('page/pages' between arrows, numbered pages from two pages upward).
 */
export function InvoiceSection({ title, list, isDefault, page, onPageChange, children, headingLevel = 3 }: InvoiceSectionProps) {
  const messages = useMessages();
  const texts = textsOf(messages, invoiceListsArea).sections;
  const invoiceTexts = useTexts(invoicesMessages);
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const caption = isDefault ? texts.lastTen : formatMessage(texts.results, { count: list.count });
  const empty = list.status === "error" || (list.status === "ready" && list.invoices.length === 0);

  return (
    <section aria-labelledby={headingId} aria-busy={list.fetching || undefined} className="ov-invoice-section ov:flex ov:flex-col ov:gap-3">
      <div className="ov:flex ov:flex-wrap ov:items-baseline ov:justify-between ov:gap-2">
        <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
          {title}
        </Heading>
        <p className="ov:text-sm ov:text-text-muted" aria-live="polite" data-slot="results-caption">
          {list.status === "loading" ? "" : caption}
        </p>
      </div>
      {list.status === "loading" ? <Spinner label={texts.loading} /> : null}
      {empty ? (
        <p className="ov:rounded-[var(--ov-radius-control)] ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm ov:text-text" role="status">
          {invoiceTexts.empty}
        </p>
      ) : null}
      {list.status === "ready" && list.invoices.length > 0 ? children : null}
      {!empty ? (
        <Pagination
          layout="arrows"
          page={page}
          totalPages={list.pages}
          onPageChange={onPageChange}
          disabled={list.fetching}
          label={formatMessage(texts.pagination, { section: title })}
        />
      ) : null}
    </section>
  );
}
