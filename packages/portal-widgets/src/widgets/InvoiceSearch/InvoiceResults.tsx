"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { toDmyDate } from "../../domain/dateRange";
import { consumptionsFileName, invoicesRarFileName } from "../../domain/downloads";
import { exceedsTwelveMonths } from "../../domain/exportLimits";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Pagination } from "../../ui/Pagination";
import { Spinner } from "../../ui/Spinner";
import { BulkDownloads, type BulkFetchers } from "../shared/invoices/BulkDownloads";
import { InvoiceCharts, pointsFromContractInvoices } from "../shared/invoices/InvoiceCharts";
import { useInvoiceFileDownloads } from "../shared/invoices/useInvoiceFileDownloads";
import { InvoiceTable } from "./InvoiceTable";
import type { InvoiceSearchState } from "./useInvoiceSearch";

export interface InvoiceResultsProps {
  supplyPoint: SupplyPoint;
  state: InvoiceSearchState;
}

/** 'Facturas': caption, list, pager, and with more than one invoice the ZIP, the charts and
 * 'Exportar Consumo' (part 2 §2.2). */
export function InvoiceResults({ supplyPoint, state }: InvoiceResultsProps) {
  const { client, messages, locale } = usePortal();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const downloads = useInvoiceFileDownloads();
  const headingId = React.useId();
  const { list, search, span } = state;
  const { line, codAbonado, cups } = supplyPoint;
  const caption = search ? formatMessage(texts.resultsCount, { count: list.total }) : texts.lastTen;

  // The per-contract ZIP and consumption export take the range on screen; the default query's
  // range is its invoices' first and last dates.
  const fetchers: BulkFetchers = {};
  if (span) {
    const notify = () =>
      void client
        .call("contractsFullbillingNotify", {
          query: { contractCode: codAbonado, line, startDate: toDmyDate(span.startDate), endDate: toDmyDate(span.endDate) },
        })
        .catch(() => undefined);
    fetchers.zip = () => {
      notify();
      const factura = search?.factura;
      return client.download("contractFullbillingRar", {
        query: {
          CUPS: cups,
          line,
          contractCode: codAbonado,
          startDate: span.startDate,
          endDate: span.endDate,
          ...(factura ? { factura } : {}),
        },
      });
    };
    fetchers.excel = () => {
      notify();
      return client.download("consumptionsExcel", {
        query: { contractCode: codAbonado, cups, line, startDate: span.startDate, endDate: span.endDate },
      });
    };
  }

  const chartSource = state.charts.length > 0 ? state.charts : list.invoices;
  const tariff = supplyPoint.tarifa ?? list.invoices[0]?.tariff;
  // recharts redraws every bar on each render: draw again only when the chart's data changes,
  // not on every answer of the other queries of the screen.
  const points = React.useMemo(() => pointsFromContractInvoices(chartSource, locale), [chartSource, locale]);
  const previousPoints = React.useMemo(
    () => (state.previousYear ? pointsFromContractInvoices(state.previousYear, locale) : undefined),
    [state.previousYear, locale],
  );
  const charts = React.useMemo(
    () => (
      <InvoiceCharts
        line={line}
        tariff={tariff}
        points={points}
        previousYear={previousPoints}
        onPreviousYearToggle={state.setWantPreviousYear}
        headingLevel={3}
      />
    ),
    [line, tariff, points, previousPoints, state.setWantPreviousYear],
  );

  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-4">
      <div className="ov:flex ov:flex-wrap ov:items-baseline ov:gap-3">
        <h2 id={headingId} className="ov:text-lg ov:font-semibold ov:text-text">
          {texts.results}
        </h2>
        <p aria-live="polite" className="ov:text-sm ov:text-text-muted" data-slot="results-caption">
          {list.loading ? null : caption}
        </p>
      </div>
      {list.loading ? (
        <Spinner label={texts.loading} />
      ) : list.failed || list.invoices.length === 0 ? (
        <Alert tone="info">{invoiceTexts.empty}</Alert>
      ) : (
        <>
          <InvoiceTable invoices={list.invoices} cups={cups} downloads={downloads} morePages={state.page < list.pages} />
          {downloads.error ? <Alert tone="error">{downloads.error}</Alert> : null}
          {search ? (
            <Pagination
              layout="numbered"
              page={state.page}
              totalPages={list.pages}
              onPageChange={state.setPage}
              label={texts.pagination}
              maxButtons={5}
              disabled={list.fetching}
            />
          ) : null}
        </>
      )}
      {list.invoices.length > 1 ? (
        <>
          {span ? (
            <BulkDownloads
              line={line}
              count={list.total}
              searched={search !== null || exceedsTwelveMonths(span.startDate, span.endDate)}
              formats={["zip", "excel"]}
              fetchers={fetchers}
              rangeRule
              start={span.startDate}
              end={span.endDate}
              buttonLabels={{ zip: texts.zip, excel: texts.exportConsumption }}
              fileNames={{ zip: invoicesRarFileName(line), excel: consumptionsFileName(line) }}
              errorMessages={{ zip: invoiceTexts.zipError, excel: invoiceTexts.fileError }}
            />
          ) : null}
          {charts}
        </>
      ) : null}
    </section>
  );
}
