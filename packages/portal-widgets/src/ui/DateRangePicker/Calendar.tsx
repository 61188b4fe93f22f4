"use client";

import { useEffect, useRef } from "react";
import { type DayButtonProps, DayPicker, type Matcher } from "react-day-picker";
import { es } from "react-day-picker/locale";
import { cn } from "../../lib/cn";

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  /** The last selectable day. */
  maxDate: Date;
  /** The first selectable day, if any. */
  minDate?: Date | undefined;
}

// react-day-picker's own stylesheet uses unprefixed class names, which the CSS prefix check
// and the CMS shadow root reject: every part is styled here with ov: utilities instead.
const classNames = {
  root: "ov:relative ov:text-sm ov:text-text",
  months: "ov:flex ov:flex-col",
  month: "ov:flex ov:flex-col ov:gap-2",
  month_caption: "ov:flex ov:h-9 ov:items-center ov:pr-20",
  caption_label: "ov:inline-flex ov:items-center ov:gap-1 ov:font-semibold ov:capitalize",
  dropdowns: "ov:flex ov:items-center ov:gap-2",
  dropdown_root:
    "ov:relative ov:inline-flex ov:items-center ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:px-2 ov:py-1 ov:has-focus-visible:outline-2 ov:has-focus-visible:outline-primary",
  // The native select stays on top, transparent: keyboard and screen readers use it; the
  // caption label under it shows the chosen month or year.
  dropdown: "ov:absolute ov:inset-0 ov:z-10 ov:w-full ov:cursor-pointer ov:opacity-0",
  chevron: "ov:size-4 ov:fill-current",
  nav: "ov:absolute ov:top-0 ov:right-0 ov:flex ov:h-9 ov:items-center ov:gap-1",
  button_previous:
    "ov:inline-flex ov:size-8 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:text-primary ov:hover:bg-surface-muted ov:disabled:opacity-40",
  button_next:
    "ov:inline-flex ov:size-8 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:text-primary ov:hover:bg-surface-muted ov:disabled:opacity-40",
  month_grid: "ov:border-collapse",
  weekdays: "",
  weekday: "ov:size-9 ov:text-center ov:text-xs ov:font-medium ov:text-text-muted ov:capitalize",
  weeks: "",
  week: "",
  day: "ov:p-0 ov:text-center",
  day_button: "",
  outside: "",
  today: "",
  selected: "",
  disabled: "",
  hidden: "ov:invisible",
  focused: "",
};

const dayShape = "ov:inline-flex ov:size-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:border ov:text-sm";
// One complete colour set per state (selected, today, disabled, outside, plain).
function dayColours(modifiers: DayButtonProps["modifiers"]): string {
  if (modifiers.selected) return "ov:border-primary ov:bg-primary ov:text-primary-contrast ov:font-semibold";
  if (modifiers.disabled) return "ov:border-transparent ov:bg-transparent ov:text-text-muted ov:line-through ov:opacity-50";
  if (modifiers.today) return "ov:border-primary ov:bg-surface ov:text-primary ov:font-semibold ov:hover:bg-surface-muted";
  if (modifiers.outside) return "ov:border-transparent ov:bg-transparent ov:text-text-muted ov:hover:bg-surface-muted";
  return "ov:border-transparent ov:bg-transparent ov:text-text ov:hover:bg-surface-muted";
}

/** react-day-picker's roving focus lives in its own DayButton, which moves real focus to the
 * day its keyboard handling marks `focused`; a custom button must do the same, or arrows,
 * Home/End and PageUp/PageDown move only a highlight and focus falls to <body> when the
 * month changes (WCAG 2.1.1). */
function DayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) button.current?.focus();
  }, [modifiers.focused]);
  return <button ref={button} {...props} className={cn(dayShape, dayColours(modifiers), className)} />;
}

/** A month calendar in Spanish, Monday first, with month and year dropdowns. */
export function Calendar({ selected, onSelect, maxDate, minDate }: CalendarProps) {
  const disabled: Matcher[] = [{ after: maxDate }];
  if (minDate) disabled.push({ before: minDate });
  return (
    <DayPicker
      mode="single"
      locale={es}
      weekStartsOn={1}
      captionLayout="dropdown"
      showOutsideDays
      autoFocus
      selected={selected}
      defaultMonth={selected ?? maxDate}
      startMonth={minDate ?? new Date(maxDate.getFullYear() - 20, 0, 1)}
      endMonth={maxDate}
      disabled={disabled}
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
      classNames={classNames}
      components={{ DayButton }}
    />
  );
}
