"use client";

import type * as React from "react";
import { ArrowPages } from "./ArrowPages";
import { NumberedPages } from "./NumberedPages";

export type PaginationLayout =
  /** Anterior, numbered pages, Siguiente and 'Página x/y' (contracts, per-contract invoices, §2.2). */
  | "numbered"
  /** 'current/total' between arrow buttons, plus numbered pages from two pages upward
   * (all-invoices, gas and administrator screens, §2.3–§2.5). */
  | "arrows";

export interface PaginationProps extends Omit<React.ComponentProps<"nav">, "onChange"> {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Paginación de contratos de Electricidad". */
  label?: string;
  layout?: PaginationLayout;
  /** Numbered buttons at most (the spec's 5). */
  maxButtons?: number;
  /** Blocks page changes while a page loads. */
  disabled?: boolean;
}

/** The lists' pagination, in the layout each screen of the spec shows. Nothing without pages. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  layout = "numbered",
  maxButtons = 5,
  disabled = false,
  ...props
}: PaginationProps) {
  if (totalPages < 1) return null;
  const go = (target: number) => {
    if (!disabled && target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  const Pages = layout === "arrows" ? ArrowPages : NumberedPages;
  return <Pages page={page} totalPages={totalPages} go={go} maxButtons={maxButtons} disabled={disabled} {...props} />;
}
