"use client";

import * as React from "react";

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

const shortMonth = new Intl.DateTimeFormat("es-ES", { month: "short", year: "2-digit", timeZone: "UTC" });

/** 'yyyy-mm' → 'ene 25'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return shortMonth.format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1))).replace(".", "");
}
