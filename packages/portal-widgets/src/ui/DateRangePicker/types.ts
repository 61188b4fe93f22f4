import type { DateInput } from "../../domain/calendarDate";
import type { DateRangeVariant } from "../../domain/dateRange";

export type DateRangeField = "desde" | "hasta";

/** Both ends as typed or picked: 'DD-MM-YYYY', or '' when empty. */
export interface DateRangeValue {
  desde: string;
  hasta: string;
}

export interface DateRangeChange {
  field: DateRangeField;
  /** calendar: a day was picked; input: typing (checked on blur); clear: the clear button. */
  source: "calendar" | "input" | "clear";
}

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue, change: DateRangeChange) => void;
  onBlur?: ((field: DateRangeField) => void) | undefined;
  /** Messages shown under each field (from useDateRange, or a form's errors). */
  errors?: Partial<Record<DateRangeField, string | undefined>> | undefined;
  /** Bump it to move focus to the first field with an error (useDateRange does on validate()). */
  focusErrorSignal?: number | undefined;
  /** The last selectable day; defaults to the current day. */
  today?: DateInput;
  /** Invoice variants also disable days before 1 Jan 2004. */
  variant?: DateRangeVariant | undefined;
  /** Field labels; default 'Desde' and 'Hasta'. */
  labels?: Partial<Record<DateRangeField, string>> | undefined;
  disabled?: boolean | undefined;
  /** Prefix of the inputs' ids (each defaults to a generated id). */
  id?: string | undefined;
  className?: string | undefined;
}
