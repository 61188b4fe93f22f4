import { useTexts } from "../../core/react/portalHooks";
import { paginationWindow } from "../../domain/pagination";
import { cn } from "../../lib/cn";
import { commonArea } from "../../locales/es-ES/labels/common";
import { formatMessage } from "../../locales/format";
import type { PagesProps } from "./pagesProps";

const buttonShape =
  "ov:inline-flex ov:min-w-9 ov:h-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:px-3 ov:text-sm ov:border ov:disabled:opacity-50";
// Colours are chosen once per state: two utilities for one property would be ordered by
// Tailwind's stylesheet, not by the class attribute.
const idle = "ov:border-border ov:bg-surface ov:text-text ov:hover:bg-surface-muted ov:disabled:hover:bg-surface";
const current = "ov:border-primary ov:bg-primary ov:text-primary-contrast ov:hover:bg-primary-hover";
const buttonBase = cn(buttonShape, idle);

/** Anterior, numbered pages (first, current ±1, last, with ellipses), Siguiente and
 * 'Página x/y', as the spec's contract and per-contract invoice lists show them. */
export function NumberedPages({ page, totalPages, go, label, maxButtons, className, ...props }: PagesProps) {
  const texts = useTexts(commonArea).pagination;
  const items = paginationWindow(page, totalPages, maxButtons);
  return (
    <nav
      aria-label={label ?? texts.label}
      data-slot="pagination"
      className={cn("ov-pagination ov:flex ov:flex-wrap ov:items-center ov:gap-2", className)}
      {...props}
    >
      <button type="button" data-slot="pagination-previous" className={buttonBase} disabled={page <= 1} onClick={() => go(page - 1)}>
        {texts.previous}
      </button>
      <ul className="ov:flex ov:items-center ov:gap-1" data-slot="pagination-pages">
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="ov:px-1 ov:text-text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-page"
                aria-label={formatMessage(texts.page, { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={cn(buttonShape, item === page ? current : idle)}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" data-slot="pagination-next" className={buttonBase} disabled={page >= totalPages} onClick={() => go(page + 1)}>
        {texts.next}
      </button>
      <span data-slot="pagination-status" className="ov:ml-auto ov:text-sm ov:text-text-muted" aria-live="polite">
        {formatMessage(texts.status, { page, total: totalPages })}
      </span>
    </nav>
  );
}
