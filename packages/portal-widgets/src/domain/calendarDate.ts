import { madridTime } from "@oficina-virtual/api-contract";
import dayjs, { type Dayjs } from "dayjs";

/** A calendar date as it reaches us: a Date, 'YYYY-MM-DD' (optionally with a time), or 'DD-MM-YYYY' / 'DD/MM/YYYY'. */
export type DateInput = Date | string | null | undefined;

// The time part of an ISO string is ignored on purpose: the backend sends calendar
// dates, and reading '2024-03-05T23:30:00Z' in the browser's zone would shift the day.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const DMY_DAY = /^(\d{2})([-/])(\d{2})\2(\d{4})$/;

/** Local midnight of that day, or null when the parts do not form a real date (31-02-2024). */
export function dayFromParts(year: number, month: number, day: number): Dayjs | null {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year); // new Date(y, ...) maps years 0-99 onto 1900-1999
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return dayjs(date).startOf("day");
}

/** The value as a local day (time dropped), or null when it is empty or not a real date. */
export function toDay(value: DateInput): Dayjs | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value).startOf("day");
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  if (iso) return dayFromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DMY_DAY.exec(text);
  if (dmy) return dayFromParts(Number(dmy[4]), Number(dmy[3]), Number(dmy[1]));
  return null;
}

/** Today as the supply's calendar has it (Europe/Madrid), whatever the browser's time zone:
 * at 23:30 in New York it is already tomorrow in Madrid. `now` is the instant. */
export function madridToday(now: Date = new Date()): Dayjs {
  const local = madridTime(now);
  return dayFromParts(local.year, local.month, local.day) ?? dayjs().startOf("day");
}
