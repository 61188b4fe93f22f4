import { z } from "zod";

/** The spec's list-or-item quirk (cupsAsociados.select, Invoice, Telemetry.select…): an
 * array, a single object, null or nothing in; always an array out. */
export function listOrItem<T extends z.ZodType>(item: T, max = 50_000) {
  return z
    .union([z.array(item).max(max), item, z.null()])
    .optional()
    .transform((value): z.output<T>[] => {
      if (value === null || value === undefined) return [];
      return Array.isArray(value) ? value : [value];
    });
}
