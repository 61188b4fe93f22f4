export { BreakdownView, type BreakdownViewProps } from "./BreakdownView";
export { ComparisonView, type ComparisonViewProps } from "./ComparisonView";
export { CostThisMonthCard, type CostThisMonthCardProps } from "./CostThisMonthCard";
export { BreakdownPanel, ComparisonPanel, type ComparisonPanelProps } from "./InsightPanels";
export { InvoiceInsightActions, type InvoiceInsightActionsProps } from "./InvoiceInsightActions";
export type { ComparisonTarget, InvoiceRef } from "./insightTypes";
export { comparableRows, hasInsights, invoiceRef } from "./invoiceRows";
