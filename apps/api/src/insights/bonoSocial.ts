/*
 * 'Financiación del bono social': what each supply pays towards the social bonus, a fixed
 * amount per contract and day set each year by ministerial order (sources: docs/TAXES.md).
 * It is part of the base of the electricity tax and of IVA, so it sits with the energy and
 * power terms, before the tax.
 */

/** € per contract and day, from each date until the next row. */
const EUR_PER_DAY: readonly { from: string; eurPerDay: number }[] = [
  // 2024: the figure retailers' invoices carried all year.
  { from: "2024-01-01", eurPerDay: 0.006282 },
  // Orden TED/1487/2024.
  { from: "2025-01-01", eurPerDay: 0.012742 },
  // Orden TED/1524/2025: 6,979247 € a year.
  { from: "2026-01-01", eurPerDay: 0.019121 },
  // Orden TED/634/2026, from the day after its publication: 9,011295 € a year.
  { from: "2026-06-26", eurPerDay: 0.024688 },
];

export interface BonoSocialDays {
  days: number;
  eurPerDay: number;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The days of the period `from`–`until` (both included) at each price in force, in date order;
 * days before the table's first row are not charged (no figure is tabulated for them). */
export function bonoSocialFinancing(from: string, until: string): BonoSocialDays[] {
  const parts: BonoSocialDays[] = [];
  EUR_PER_DAY.forEach((row, i) => {
    const next = EUR_PER_DAY[i + 1];
    const start = Math.max(utc(from), utc(row.from));
    const end = Math.min(utc(until), next ? utc(next.from) - DAY_MS : Number.POSITIVE_INFINITY);
    if (end >= start) parts.push({ days: Math.round((end - start) / DAY_MS) + 1, eurPerDay: row.eurPerDay });
  });
  return parts;
}
