export { AmountRange, type AmountRangeProps } from "./AmountRange";
export { keepApart, type AmountPair } from "./pairRules";
export { useAmountRange } from "./useAmountRange";
