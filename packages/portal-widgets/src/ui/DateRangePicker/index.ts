export { DateRangePicker } from "./DateRangePicker";
export { useDateRange, type UseDateRangeOptions, type ValidDateRange, type DateRangeState } from "./useDateRange";
export type { DateRangeChange, DateRangeField, DateRangePickerProps, DateRangeValue } from "./types";
