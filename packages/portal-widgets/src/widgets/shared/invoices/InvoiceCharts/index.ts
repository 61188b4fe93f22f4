export {
  type ChartPoint,
  consumptionSeries,
  matchPreviousYear,
  type PreviousYearValue,
  pointsFromAmounts,
  pointsFromContractInvoices,
} from "./chartData";
export { CHART_EXPORT_SIZE, downloadChartPng, svgToPng } from "./exportChart";
export { InvoiceChart, type InvoiceChartKind, type InvoiceChartProps } from "./InvoiceChart";
export { InvoiceCharts, type InvoiceChartsProps } from "./InvoiceCharts";
