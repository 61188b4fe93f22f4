export { HomeSummary, type HomeSummaryProps } from "./HomeSummary";
