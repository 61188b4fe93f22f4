export { TelemetryChart, type TelemetryChartProps } from "./TelemetryChart";
