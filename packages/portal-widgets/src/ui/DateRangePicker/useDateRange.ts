"use client";

import * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import type { DateInput } from "../../domain/calendarDate";
import { type DateRangeErrors, type DateRangeVariant, toApiDate, validateDateRange } from "../../domain/dateRange";
import type { DateRangeChange, DateRangeField, DateRangePickerProps, DateRangeValue } from "./types";

export interface UseDateRangeOptions {
  /** The screen's rule and message (12 months, 1 month, 1 year…). */
  variant: DateRangeVariant;
  /** Starting values, 'DD-MM-YYYY' or ''. */
  initial?: Partial<DateRangeValue>;
  /** Defaults to the current day (the last selectable day). */
  today?: DateInput;
}

/** What `validate()` hands back when the range may be searched. */
export interface ValidDateRange extends DateRangeValue {
  /** 'YYYY-MM-DD', as the invoice calls want them. */
  startDate: string;
  endDate: string;
}

const BOTH: readonly DateRangeField[] = ["desde", "hasta"];

/**
 * Desde/Hasta state with the spec's checks (part 2 §5): a field is checked when a day is
 * picked in its calendar and when it loses focus; `validate()` (before searching) checks
 * both, shows every error and moves focus to the first one. Only fields the user has
 * touched show errors, so picking Desde does not flag an untouched Hasta; once touched, a
 * change of either field re-checks both (the rules compare them). Values are never cleared.
 *
 *   const range = useDateRange({ variant: "invoices12Months" });
 *   <DateRangePicker {...range.pickerProps} />
 *   const valid = range.validate(); if (!valid) return;
 */
export function useDateRange({ variant, initial, today }: UseDateRangeOptions) {
  const messages = useMessages();
  const [value, setValueState] = React.useState<DateRangeValue>({ desde: initial?.desde ?? "", hasta: initial?.hasta ?? "" });
  const [touched, setTouched] = React.useState<ReadonlySet<DateRangeField>>(() => new Set());
  const [focusSignal, setFocusSignal] = React.useState(0);
  const valueRef = React.useRef(value);
  const touchedRef = React.useRef(touched);

  const check = React.useCallback(
    (current: DateRangeValue): DateRangeErrors => validateDateRange({ ...current, variant, today }, messages),
    [variant, today, messages],
  );

  const allErrors = check(value);
  const errors: DateRangeErrors = {};
  for (const field of BOTH) if (touched.has(field) && allErrors[field]) errors[field] = allErrors[field];

  const touch = React.useCallback((fields: readonly DateRangeField[]) => {
    const next = new Set(touchedRef.current);
    for (const field of fields) next.add(field);
    touchedRef.current = next;
    setTouched(next);
  }, []);

  const setValue = React.useCallback((next: DateRangeValue) => {
    valueRef.current = next;
    setValueState(next);
  }, []);

  const onChange = React.useCallback(
    (next: DateRangeValue, change: DateRangeChange) => {
      setValue(next);
      // Picking a day or clearing is a finished choice: check it now. Typing waits for blur.
      if (change.source !== "input") touch([change.field]);
    },
    [setValue, touch],
  );

  const onBlur = React.useCallback((field: DateRangeField) => touch([field]), [touch]);

  const validate = React.useCallback((): ValidDateRange | null => {
    touch(BOTH);
    const current = valueRef.current;
    const found = check(current);
    if (found.desde || found.hasta) {
      setFocusSignal((n) => n + 1);
      return null;
    }
    return { ...current, startDate: toApiDate(current.desde), endDate: toApiDate(current.hasta) };
  }, [check, touch]);

  /** New values from the program (the default query's dates): shown without errors. */
  const reset = React.useCallback(
    (next: DateRangeValue) => {
      touchedRef.current = new Set();
      setTouched(touchedRef.current);
      setValue(next);
    },
    [setValue],
  );

  const pickerProps: DateRangePickerProps = { value, errors, onChange, onBlur, focusErrorSignal: focusSignal, today, variant };
  return { value, errors, setValue, reset, validate, pickerProps };
}

export type DateRangeState = ReturnType<typeof useDateRange>;
