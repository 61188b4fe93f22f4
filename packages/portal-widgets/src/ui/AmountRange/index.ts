export { AmountRange, type AmountRangeProps } from "./AmountRange";
export { type AmountPair, keepApart } from "./pairRules";
export { useAmountRange } from "./useAmountRange";
