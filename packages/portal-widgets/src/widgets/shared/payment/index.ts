export { OwedSummary, type OwedSummaryProps } from "./OwedSummary";
export { PaymentFacts } from "./PaymentFacts";
export { PaymentStateBadge, usePaymentColumns } from "./PaymentState";
