import type * as React from "react";
import { paginationWindow } from "../../domain/pagination";
import { cn } from "../../lib/cn";

export interface PaginationProps extends Omit<React.ComponentProps<"nav">, "onChange"> {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Paginación de contratos de Electricidad". */
  label?: string;
  /** Numbered buttons at most (the spec's 5). */
  maxButtons?: number;
}

const buttonShape =
  "ov:inline-flex ov:min-w-9 ov:h-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:px-3 ov:text-sm ov:border ov:disabled:opacity-50";
// Colours are chosen once per state: two utilities for one property would be ordered by
// Tailwind's stylesheet, not by the class attribute.
const idle = "ov:border-border ov:bg-surface ov:text-text ov:hover:bg-surface-muted ov:disabled:hover:bg-surface";
const current = "ov:border-primary ov:bg-primary ov:text-primary-contrast ov:hover:bg-primary-hover";
const buttonBase = cn(buttonShape, idle);

/** Anterior, numbered pages (first, current ±1, last, with ellipses), Siguiente and
 * 'Página x/y', as the spec's contract and invoice lists show them. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = "Paginación",
  maxButtons = 5,
  className,
  ...props
}: PaginationProps) {
  if (totalPages < 1) return null;
  const items = paginationWindow(page, totalPages, maxButtons);
  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn("ov-pagination ov:flex ov:flex-wrap ov:items-center ov:gap-2", className)}
      {...props}
    >
      <button
        type="button"
        data-slot="pagination-previous"
        className={buttonBase}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Anterior
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
                aria-label={`Página ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(buttonShape, item === page ? current : idle)}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        data-slot="pagination-next"
        className={buttonBase}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Siguiente
      </button>
      <span data-slot="pagination-status" className="ov:ml-auto ov:text-sm ov:text-text-muted" aria-live="polite">
        Página {page}/{totalPages}
      </span>
    </nav>
  );
}
