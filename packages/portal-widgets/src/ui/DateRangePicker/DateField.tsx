"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { toDay } from "../../domain/calendarDate";
import { cn } from "../../lib/cn";
import { intlLocale, type LocaleId } from "../../locales/available";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { FieldShell } from "../Field";

// The calendar (react-day-picker, date-fns, Radix's popover) is a chunk of its own, asked for
// when the pointer or focus first reaches a calendar button: a search form carries only the
// text inputs and the buttons until someone wants a calendar. A press before the chunk has
// come opens it as soon as it arrives; focus stays on the button meanwhile.
const loadPopover = () => import("./CalendarPopover");
const CalendarPopover = React.lazy(() => loadPopover().then((module) => ({ default: module.CalendarPopover })));
const preload = () => void loadPopover().catch(() => undefined);

export interface DateFieldProps {
  id: string;
  label: string;
  /** 'DD-MM-YYYY' or ''. */
  value: string;
  error?: string | undefined;
  maxDate: Date;
  minDate?: Date | undefined;
  disabled?: boolean | undefined;
  onType: (value: string) => void;
  onPick: (value: string) => void;
  onClear: () => void;
  onBlur: () => void;
}

// '5/3/2024' or '05.03.2024' typed by hand become '05-03-2024'; anything else stays as typed
// (and fails the check with the spec's message).
const LOOSE_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
// Year first, as Basque writes and shows dates ('2024/3/5').
const LOOSE_YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const FULL_YEAR_FIRST = /^\d{4}[-/.]\d{2}[-/.]\d{2}$/;
const VALUE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `yearFirst`: the language writes dates year first, so '2024/3/5' is read too (only there:
 * elsewhere the spec's DD-MM-YYYY is the only order). */
export function normaliseTypedDate(text: string, yearFirst = false): string {
  const match = LOOSE_DATE.exec(text.trim());
  if (match) return `${match[1]!.padStart(2, "0")}-${match[2]!.padStart(2, "0")}-${match[3]}`;
  const reversed = yearFirst ? LOOSE_YEAR_FIRST.exec(text.trim()) : null;
  if (reversed) return `${reversed[3]!.padStart(2, "0")}-${reversed[2]!.padStart(2, "0")}-${reversed[1]}`;
  return text.trim();
}

const yearFirstByLocale = new Map<LocaleId, boolean>();

/** Whether `locale` writes a numeric date year first (Basque: '2024/03/05'). */
export function writesYearFirst(locale: LocaleId): boolean {
  let yearFirst = yearFirstByLocale.get(locale);
  if (yearFirst === undefined) {
    const format = new Intl.DateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", year: "numeric" });
    yearFirst = format.formatToParts(0).find((part) => part.type !== "literal")?.type === "year";
    yearFirstByLocale.set(locale, yearFirst);
  }
  return yearFirst;
}

/** The field's value (always 'DD-MM-YYYY', the spec's) as the input shows it: in a language
 * that writes dates year first, in the order and with the separator its dates are shown in
 * ('2024/03/05'), so the hint, the field and every date on the page agree. */
export function shownDate(value: string, yearFirst: boolean): string {
  const match = yearFirst ? VALUE.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

const iconButton =
  "ov:inline-flex ov:size-10 ov:shrink-0 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:text-primary ov:hover:bg-surface-muted ov:disabled:opacity-50";

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ov:size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** The field's calendar button and, from its first press, the calendar's popover. */
function CalendarButton({
  label,
  disabled,
  selected,
  maxDate,
  minDate,
  onSelect,
}: Pick<DateFieldProps, "label" | "disabled" | "maxDate" | "minDate"> & { selected: Date | undefined; onSelect: (day: Date) => void }) {
  const texts = useTexts(invoicesArea).dateRangePicker;
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [wanted, setWanted] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={iconButton}
        disabled={disabled}
        aria-label={formatMessage(texts.openCalendar, { field: label })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <CalendarIcon />
      </button>
      {wanted ? (
        <React.Suspense fallback={null}>
          <CalendarPopover
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            label={formatMessage(texts.calendarTitle, { field: label })}
            selected={selected}
            maxDate={maxDate}
            minDate={minDate}
            onSelect={(day) => {
              onSelect(day);
              setOpen(false);
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

/** One date: a text input (DD-MM-YYYY), a clear button and a calendar in a popover. */
export function DateField({ id, label, value, error, maxDate, minDate, disabled, onType, onPick, onClear, onBlur }: DateFieldProps) {
  const { messages, locale } = usePortal();
  const yearFirst = writesYearFirst(locale);
  const texts = textsOf(messages, invoicesArea).dateRangePicker;
  const input = React.useRef<HTMLInputElement>(null);
  const selected = toDay(value)?.toDate();

  // The format in the visible hint and the description (WCAG 3.3.3): the spec's message for
  // a malformed date is the required one, which says nothing of the expected format.
  return (
    <FieldShell id={id} label={label} error={error} hint={texts.formatHint} className="ov:min-w-0 ov:flex-1">
      {(wiring) => (
        <div className="ov:flex ov:items-center ov:gap-1">
          <input
            {...wiring}
            ref={input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.placeholder}
            value={shownDate(value, yearFirst)}
            disabled={disabled}
            // A complete year-first date becomes the value at once; a shorter one on blur.
            onChange={(event) => {
              const typed = event.target.value;
              onType(yearFirst && FULL_YEAR_FIRST.test(typed.trim()) ? normaliseTypedDate(typed, true) : typed);
            }}
            onBlur={(event) => {
              const normalised = normaliseTypedDate(event.target.value, yearFirst);
              if (normalised !== event.target.value && normalised !== value) onType(normalised);
              onBlur();
            }}
            className={cn(
              "ov:min-h-10 ov:w-full ov:min-w-0 ov:rounded-[var(--ov-radius-control)] ov:border ov:bg-surface ov:px-3 ov:py-2 ov:text-sm ov:text-text ov:disabled:bg-surface-muted",
              error ? "ov:border-danger" : "ov:border-border",
            )}
          />
          {value !== "" && !disabled ? (
            <button
              type="button"
              className={iconButton}
              aria-label={formatMessage(texts.clear, { field: label })}
              onClick={() => {
                onClear();
                // The button goes away with the date: focus stays in the field, not on <body>.
                input.current?.focus();
              }}
            >
              <span aria-hidden="true" className="ov:text-lg ov:leading-none">
                ×
              </span>
            </button>
          ) : null}
          <CalendarButton
            label={label}
            disabled={disabled}
            selected={selected}
            maxDate={maxDate}
            minDate={minDate}
            onSelect={(day) => onPick(toDay(day)?.format("DD-MM-YYYY") ?? "")}
          />
        </div>
      )}
    </FieldShell>
  );
}
