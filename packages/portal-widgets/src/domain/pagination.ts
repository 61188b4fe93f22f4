export type PaginationItem = number | "ellipsis";

/**
 * Page buttons to show: first page, current page ±1, last page, with an
 * "ellipsis" wherever pages are skipped; never more than `maxButtons` numbers.
 * - totalPages ≤ maxButtons: every page, no ellipsis.
 * - maxButtons above 5 widens the window around the current page (7 → ±2).
 * - maxButtons below 3 keeps the current page, then the first.
 * `current` is clamped into 1..totalPages; no pages → [].
 */
export function paginationWindow(current: number, totalPages: number, maxButtons = 5): PaginationItem[] {
  const total = Math.floor(totalPages);
  const max = Math.max(1, Math.floor(maxButtons));
  if (!Number.isFinite(total) || total < 1) return [];
  const page = Math.min(total, Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)));
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);

  const radius = Math.max(0, Math.floor((max - 3) / 2));
  const pages = new Set<number>([page]);
  for (const candidate of [1, total]) if (pages.size < max) pages.add(candidate);
  for (let offset = 1; offset <= radius; offset += 1) {
    if (page - offset >= 1) pages.add(page - offset);
    if (page + offset <= total) pages.add(page + offset);
  }

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of [...pages].sort((a, b) => a - b)) {
    if (n - previous > 1) items.push("ellipsis");
    items.push(n);
    previous = n;
  }
  if (previous < total) items.push("ellipsis");
  return items;
}

/** Number of pages for `total` results: ceil(total / pageSize); 0 for no or invalid totals. */
export function pageCount(total: number, pageSize = 10): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** Administrator invoice screen: the larger of the electricity and gas page counts (10 per page). */
export function adminPageCount(electricityCount: number, gasCount: number): number {
  return Math.max(pageCount(electricityCount), pageCount(gasCount));
}
