export { CostThisMonth, type CostThisMonthProps } from "./CostThisMonth";
