export { LoadCurveChart, type LoadCurveChartProps } from "./LoadCurveChart";
