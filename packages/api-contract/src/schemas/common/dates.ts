import { z } from "zod";

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD (invoice queries, certificates). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number);
    return isCalendarDate(y!, m!, d!);
  }, "Not a calendar date");

/** DD-MM-YYYY (telemetry, load curve, /ov/contracts/fullbilling). */
export const esDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, "Expected DD-MM-YYYY")
  .refine((value) => {
    const [d, m, y] = value.split("-").map(Number);
    return isCalendarDate(y!, m!, d!);
  }, "Not a calendar date");

/** fullbilling's startDate/endDate: YYYY-MM-DD, or the literal 0 when the field is empty. */
export const fullbillingDate = z.union([isoDate, z.literal("0"), z.literal(0)]).transform((value) => (value === 0 ? "0" : value));

/** Comparable YYYYMMDD number for YYYY-MM-DD or DD-MM-YYYY; undefined for anything else. */
export function dateKey(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`);
  const es = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return es ? Number(`${es[3]}${es[2]}${es[1]}`) : undefined;
}
