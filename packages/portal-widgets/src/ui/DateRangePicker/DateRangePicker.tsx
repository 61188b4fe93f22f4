"use client";

import * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import { madridToday, toDay } from "../../domain/calendarDate";
import { EARLIEST_INVOICE_DATE } from "../../domain/dateRange";
import { cn } from "../../lib/cn";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { textsOf } from "../../locales/texts";
import { DateField } from "./DateField";
import type { DateRangeField, DateRangePickerProps } from "./types";

const INVOICE_VARIANTS = new Set(["invoices12Months", "electricityAllInvoices1Month", "admin1Year"]);

/**
 * Desde and Hasta (part 2 §2.2, §2.5, §5): each a DD-MM-YYYY text input (shown year first in
 * a language that writes dates so: DateField) with a Spanish,
 * Monday-first calendar where days after `today` (and, for invoices, before 1 Jan 2004)
 * are disabled, plus a clear button. It shows the errors it is given: pair it with
 * `useDateRange({ variant })`, which checks on selection, on blur and on `validate()`,
 * or with a form's own state. Stacks on narrow screens.
 */
export function DateRangePicker({
  value,
  onChange,
  onBlur,
  errors = {},
  focusErrorSignal = 0,
  today,
  variant,
  labels,
  disabled,
  id,
  className,
}: DateRangePickerProps) {
  const messages = useMessages();
  const autoId = React.useId();
  const baseId = id ?? autoId;
  const rootRef = React.useRef<HTMLDivElement>(null);
  const todayKey = ((today !== undefined ? toDay(today) : null) ?? madridToday()).format("YYYY-MM-DD");
  const maxDate = React.useMemo(() => toDay(todayKey)!.toDate(), [todayKey]);
  const minDate = React.useMemo(
    () => (variant && INVOICE_VARIANTS.has(variant) ? toDay(EARLIEST_INVOICE_DATE)!.toDate() : undefined),
    [variant],
  );

  React.useEffect(() => {
    if (focusErrorSignal === 0) return;
    rootRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [focusErrorSignal]);

  const field = (name: DateRangeField) => ({
    id: `${baseId}-${name}`,
    label: labels?.[name] ?? textsOf(messages, fieldsMessages)[name],
    value: value[name],
    error: errors[name],
    maxDate,
    minDate,
    disabled,
    onType: (text: string) => onChange({ ...value, [name]: text }, { field: name, source: "input" }),
    onPick: (text: string) => onChange({ ...value, [name]: text }, { field: name, source: "calendar" }),
    onClear: () => onChange({ ...value, [name]: "" }, { field: name, source: "clear" }),
    onBlur: () => onBlur?.(name),
  });

  return (
    <div
      ref={rootRef}
      data-slot="date-range-picker"
      className={cn("ov-date-range ov:flex ov:flex-col ov:gap-3 ov:sm:flex-row ov:sm:items-start", className)}
    >
      <DateField {...field("desde")} />
      <DateField {...field("hasta")} />
    </div>
  );
}
