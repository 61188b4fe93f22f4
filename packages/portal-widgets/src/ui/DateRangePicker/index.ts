export { DateRangePicker } from "./DateRangePicker";
export type { DateRangeChange, DateRangeField, DateRangePickerProps, DateRangeValue } from "./types";
export { type DateRangeState, type UseDateRangeOptions, useDateRange, type ValidDateRange } from "./useDateRange";
