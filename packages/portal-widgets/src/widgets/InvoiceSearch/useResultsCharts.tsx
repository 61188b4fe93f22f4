"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import * as React from "react";
import type { LocaleId } from "../../locales/available";
import { InvoiceCharts, pointsFromContractInvoices } from "../shared/invoices/InvoiceCharts";
import type { InvoiceSearchState } from "./useInvoiceSearch";

/** The results' charts, built once per change of their data: recharts redraws every bar on
 * each render, and the other queries of the screen answer often. */
export function useResultsCharts(supplyPoint: SupplyPoint, state: InvoiceSearchState, locale: LocaleId) {
  const { list } = state;
  const { line } = supplyPoint;
  const chartSource = state.charts.length > 0 ? state.charts : list.invoices;
  const tariff = supplyPoint.tarifa ?? list.invoices[0]?.tariff;
  const points = React.useMemo(() => pointsFromContractInvoices(chartSource, locale), [chartSource, locale]);
  const previousPoints = React.useMemo(
    () => (state.previousYear ? pointsFromContractInvoices(state.previousYear, locale) : undefined),
    [state.previousYear, locale],
  );
  return React.useMemo(
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
}
