"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import type { PortalApiClient } from "../../core/client/contractClient";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { toDmyDate } from "../../domain/dateRange";
import { consumptionsFileName, invoicesRarFileName } from "../../domain/downloads";
import { exceedsTwelveMonths } from "../../domain/exportLimits";
import { invoicesMessages } from "../../locales/es-ES/invoices";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { textsOf } from "../../locales/texts";
import { BulkDownloads, type BulkFetchers } from "../shared/invoices/BulkDownloads";
import type { InvoiceSearchState } from "./useInvoiceSearch";

type Span = NonNullable<InvoiceSearchState["span"]>;

/** The per-contract ZIP and consumption export, for the range on screen; each download
 * tells the server first (its notify call), whose failure does not stop the download. */
export function contractBulkFetchers(
  client: PortalApiClient,
  supplyPoint: SupplyPoint,
  span: Span,
  factura: string | undefined,
): BulkFetchers {
  const { line, codAbonado, cups } = supplyPoint;
  const notify = () =>
    void client
      .call("contractsFullbillingNotify", {
        query: { contractCode: codAbonado, line, startDate: toDmyDate(span.startDate), endDate: toDmyDate(span.endDate) },
      })
      .catch(() => undefined);
  return {
    zip: () => {
      notify();
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
    },
    excel: () => {
      notify();
      return client.download("consumptionsExcel", {
        query: { contractCode: codAbonado, cups, line, startDate: span.startDate, endDate: span.endDate },
      });
    },
  };
}

export interface ResultsBulkDownloadsProps {
  supplyPoint: SupplyPoint;
  state: InvoiceSearchState;
  span: Span;
}

/** 'Descargar ZIP' and 'Exportar Consumo' of the results. The default query's range is its
 * invoices' first and last dates. */
export function ResultsBulkDownloads({ supplyPoint, state, span }: ResultsBulkDownloadsProps) {
  const { client, messages } = usePortal();
  const texts = textsOf(messages, invoicesArea).search;
  const invoiceTexts = useTexts(invoicesMessages);
  const { list, search } = state;
  const { line } = supplyPoint;
  return (
    <BulkDownloads
      line={line}
      count={list.total}
      searched={search !== null || exceedsTwelveMonths(span.startDate, span.endDate)}
      formats={["zip", "excel"]}
      fetchers={contractBulkFetchers(client, supplyPoint, span, search?.factura)}
      rangeRule
      start={span.startDate}
      end={span.endDate}
      buttonLabels={{ zip: texts.zip, excel: texts.exportConsumption }}
      fileNames={{ zip: invoicesRarFileName(line), excel: consumptionsFileName(line) }}
      errorMessages={{ zip: invoiceTexts.zipError, excel: invoiceTexts.fileError }}
    />
  );
}
