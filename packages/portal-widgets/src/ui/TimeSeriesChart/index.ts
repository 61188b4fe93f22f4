export { TimeSeriesChart } from "./TimeSeriesChart";
export type { TimePoint, TimeSeriesChartProps, TimeSeriesDef } from "./types";
