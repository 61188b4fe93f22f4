export { BillComparison, type BillComparisonProps } from "./BillComparison";
