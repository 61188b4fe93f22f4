"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { useSupplyPoint } from "../../core/react/useSupplyPoint";
import { cn } from "../../lib/cn";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Card } from "../../ui/Card";
import { FilterDisclosure } from "../../ui/FilterDisclosure";
import { PortalLink } from "../../ui/PortalLink";
import { Spinner } from "../../ui/Spinner";
import { lineName } from "../shared/contracts/lineName";
import { AdditionalInvoices } from "./AdditionalInvoices";
import { activeSearchFilters } from "./activeSearch";
import { InvoiceResults } from "./InvoiceResults";
import { SearchForm } from "./SearchForm";
import { useInvoiceSearch } from "./useInvoiceSearch";

export interface InvoiceSearchProps {
  /** The contract code of the route `/invoices/{codAbonado}`. */
  codAbonado: string;
  /** Start with this dated search instead of the default query (a host may keep the range in
   * its URL): dates 'YYYY-MM-DD', optional invoice number. */
  initialSearch?: { startDate: string; endDate: string; factura?: string } | undefined;
  className?: string;
}

function SupplyPointSummary({ supplyPoint }: { supplyPoint: SupplyPoint }) {
  const texts = useTexts(invoicesArea).search;
  const rows = [
    [texts.line, lineName(texts.lines, supplyPoint.line)],
    [texts.cups, supplyPoint.cups],
    [texts.contract, supplyPoint.codAbonado],
  ] as const;
  return (
    <dl className="ov:grid ov:grid-cols-1 ov:gap-x-6 ov:gap-y-1 ov:text-sm ov:sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="ov:flex ov:min-w-0 ov:flex-col">
          <dt className="ov:text-text-muted">{term}</dt>
          <dd className="ov:font-semibold ov:break-all ov:text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function InvoiceSearchBody({
  supplyPoint,
  initialSearch,
}: {
  supplyPoint: SupplyPoint;
  initialSearch: InvoiceSearchProps["initialSearch"];
}) {
  const state = useInvoiceSearch({ line: supplyPoint.line, codAbonado: supplyPoint.codAbonado }, initialSearch ?? null);
  const texts = useTexts(invoicesArea);
  const fields = useTexts(fieldsMessages);
  const format = useFormat();
  const labels = {
    desde: fields.desde,
    hasta: fields.hasta,
    invoiceNumber: texts.search.invoiceNumber,
    amountRange: texts.amountRange.label,
  };
  return (
    <>
      <FilterDisclosure active={activeSearchFilters(state.search, labels, format)}>
        <SearchForm
          line={supplyPoint.line}
          codAbonado={supplyPoint.codAbonado}
          span={state.span}
          initialFactura={initialSearch?.factura}
          busy={state.search !== null && state.list.fetching}
          onSearch={state.runSearch}
        />
      </FilterDisclosure>
      <InvoiceResults supplyPoint={supplyPoint} state={state} />
      <AdditionalInvoices additional={state.additional} />
    </>
  );
}

/**
 * Invoices of one supply point (part 2 §2.2): the contract is resolved on the server from the
 * code in the URL, so a deep link opened in a new tab works; someone else's code shows a
 * message with a way home instead of an empty page.
 */
export function InvoiceSearch({ codAbonado, initialSearch, className }: InvoiceSearchProps) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, invoicesArea).search;
  const supply = useSupplyPoint(codAbonado);

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="InvoiceSearch">
      <Card
        heading={texts.title}
        headingLevel={1}
        actions={
          <PortalLink to={links.home()} variant="link">
            {texts.back}
          </PortalLink>
        }
        className="ov:flex ov:flex-col ov:gap-6"
      >
        <p className="ov:text-sm ov:text-text-muted">{texts.maxMonths}</p>
        {supply.status === "loading" ? <Spinner label={texts.loading} /> : null}
        {supply.status === "notFound" ? (
          <Alert tone="warning">
            <p>{formatMessage(texts.notYours, { code: codAbonado })}</p>
            <PortalLink to={links.home()} className="ov:font-semibold ov:underline">
              {texts.goHome}
            </PortalLink>
          </Alert>
        ) : null}
        {supply.status === "error" ? (
          <Alert tone="error">
            <p>{texts.supplyError}</p>
            <PortalLink to={links.home()} className="ov:font-semibold ov:underline">
              {texts.goHome}
            </PortalLink>
          </Alert>
        ) : null}
        {supply.status === "found" ? (
          <>
            <SupplyPointSummary supplyPoint={supply.supplyPoint} />
            <InvoiceSearchBody supplyPoint={supply.supplyPoint} initialSearch={initialSearch} />
          </>
        ) : null}
      </Card>
    </div>
  );
}
