import type { PeriodBucket } from "../../../../domain/periodConsumption";
import type { LocaleId } from "../../../../locales/available";
import { choosePlural, formatMessage } from "../../../../locales/format";
import { monthLabel } from "./monthLabel";

export interface PartialMonthTexts {
  partialMonthOne: string;
  partialMonthOther: string;
}

/** Days in a 'yyyy-mm' month of the calendar. */
export function daysInMonth(month: string): number {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, number ?? 1, 0)).getUTCDate();
}

/** A month bucket with readings of fewer days than the month has (the range's first or last
 * month, or a gap in the readings). */
export const isPartialMonth = (bucket: Pick<PeriodBucket, "key" | "days">) =>
  bucket.key.length === 7 && bucket.days < daysInMonth(bucket.key);

/**
 * A bar's label: 'dd/mm' for a day; the month ('nov 26') for a month, with its days of
 * readings when it has only some ('nov 26 (7 días)'), so a week is never read as a month.
 */
export function bucketLabel(bucket: Pick<PeriodBucket, "key" | "days">, locale: LocaleId, texts: PartialMonthTexts): string {
  const { key } = bucket;
  if (key.length === 10) return `${key.slice(8, 10)}/${key.slice(5, 7)}`;
  const month = monthLabel(key.slice(0, 7), locale);
  if (!isPartialMonth(bucket)) return month;
  return formatMessage(choosePlural(locale, bucket.days, texts.partialMonthOne, texts.partialMonthOther), { month, days: bucket.days });
}
