"use client";

import * as React from "react";

/**
 * The element's width in whole pixels, measured before the first paint and again whenever
 * it resizes; null until the first measure. An element that measures 0 (jsdom, a hidden
 * box) gets `fallback`, so a chart still draws at a typical width rather than not at all.
 * Changes under 2 px are ignored: sub-pixel jitter would redraw a chart for nothing.
 */
export function useElementWidth(ref: React.RefObject<HTMLElement | null>, fallback: number): number | null {
  const [width, setWidth] = React.useState<number | null>(null);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => {
      const next = Math.floor(value) > 0 ? Math.floor(value) : fallback;
      setWidth((previous) => (previous !== null && Math.abs(previous - next) < 2 ? previous : next));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
