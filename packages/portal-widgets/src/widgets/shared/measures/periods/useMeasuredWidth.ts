"use client";

import * as React from "react";
import { intlLocale, type LocaleId } from "../../../../locales/available";

const FALLBACK_WIDTH = 640;

/** A container's width for a fixed-size recharts chart (jsdom and hidden boxes measure 0). */
export function useMeasuredWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = React.useState(FALLBACK_WIDTH);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => setWidth(Math.floor(value) > 0 ? Math.floor(value) : FALLBACK_WIDTH);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const shortMonths = new Map<LocaleId, Intl.DateTimeFormat>();

/** 'yyyy-mm' → 'ene 25' ('gen 25' in Catalan, '25 urt' in Basque, 'Jan 25' in English): the
 * month's short name and the year, without the 'de'/'del' some languages put between them. */
export function monthLabel(month: string, locale: LocaleId = "es-ES"): string {
  let format = shortMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: "short", year: "2-digit", timeZone: "UTC" });
    shortMonths.set(locale, format);
  }
  const [year, number] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  if (locale === "es-ES") return format.format(date).replace(".", "");
  return format
    .formatToParts(date)
    .filter((part) => part.type === "month" || part.type === "year")
    .map((part) => part.value.replace(".", ""))
    .join(" ");
}
