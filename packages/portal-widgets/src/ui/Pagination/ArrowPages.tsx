"use client";

import { useTexts } from "../../core/react/portalHooks";
import { paginationWindow } from "../../domain/pagination";
import { cn } from "../../lib/cn";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../locales/format";
import type { PagesProps } from "./pagesProps";

const shape =
  "ov:inline-flex ov:min-w-9 ov:h-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:px-2 ov:text-sm ov:border ov:disabled:opacity-50 ov:aria-disabled:opacity-50";
// One complete colour set per state.
const idle = "ov:border-border ov:bg-surface ov:text-text ov:hover:bg-surface-muted ov:disabled:hover:bg-surface";
const current = "ov:border-primary ov:bg-primary ov:text-primary-contrast ov:hover:bg-primary-hover";

/**
 * A pager button: disabled at an edge; while a page loads (`waiting`) only aria-disabled, so the
 * button just pressed keeps focus (a disabled one drops it to <body>) and ignores clicks.
 */
function pagerButton(edge: boolean, waiting: boolean | undefined, onClick: () => void) {
  return {
    disabled: edge,
    "aria-disabled": (!edge && waiting) || undefined,
    onClick: () => {
      if (!waiting) onClick();
    },
  };
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="ov:size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

/** 'current/total' between arrow buttons, plus numbered pages from two pages upward (the
 * all-invoices, gas and administrator screens, part 2 §2.3–§2.5). */
export function ArrowPages({ page, totalPages, go, label, maxButtons, disabled, className, ...props }: PagesProps) {
  const texts = useTexts(invoicesArea).pager;
  const items = totalPages >= 2 ? paginationWindow(page, totalPages, maxButtons) : [];
  return (
    <nav
      aria-label={label}
      data-slot="pager"
      className={cn("ov-pager ov:flex ov:flex-wrap ov:items-center ov:gap-2", className)}
      {...props}
    >
      <div className="ov:flex ov:items-center ov:gap-1">
        <button
          type="button"
          className={cn(shape, idle)}
          aria-label={texts.previous}
          {...pagerButton(page <= 1, disabled, () => go(page - 1))}
        >
          <Arrow direction="left" />
        </button>
        <span data-slot="pager-status" className="ov:min-w-12 ov:text-center ov:text-sm ov:text-text" aria-live="polite">
          {formatMessage(texts.status, { page, total: totalPages })}
        </span>
        <button
          type="button"
          className={cn(shape, idle)}
          aria-label={texts.next}
          {...pagerButton(page >= totalPages, disabled, () => go(page + 1))}
        >
          <Arrow direction="right" />
        </button>
      </div>
      {items.length > 0 ? (
        <ul className="ov:flex ov:flex-wrap ov:items-center ov:gap-1" data-slot="pager-pages">
          {items.map((item, index) =>
            item === "ellipsis" ? (
              <li key={`ellipsis-${index}`} aria-hidden="true" className="ov:px-1 ov:text-text-muted">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-label={formatMessage(texts.page, { page: item })}
                  aria-current={item === page ? "page" : undefined}
                  className={cn(shape, item === page ? current : idle)}
                  {...pagerButton(false, disabled && item !== page, () => go(item))}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </nav>
  );
}
