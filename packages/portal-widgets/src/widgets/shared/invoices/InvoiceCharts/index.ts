export { InvoiceChart, type InvoiceChartKind, type InvoiceChartProps } from "./InvoiceChart";
export { InvoiceCharts, type InvoiceChartsProps } from "./InvoiceCharts";
export { consumptionSeries, matchPreviousYear, pointsFromAmounts, pointsFromContractInvoices, type ChartPoint, type PreviousYearValue } from "./chartData";
export { CHART_EXPORT_SIZE, downloadChartPng, svgToPng } from "./exportChart";
