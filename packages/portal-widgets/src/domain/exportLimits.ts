import { esES, type Messages } from "../locales/es-ES";
import { exportLimitsMessages } from "../locales/es-ES/exportLimits";
import { textsOf } from "../locales/texts";
import { type DateInput, toDay } from "./calendarDate";

/** Mass-download limits (results count, inclusive): above these the button is blocked. */
export const EXPORT_LIMITS = { excel: 1000, pdf: 200, zip: 200 } as const;

/**
 * True when end is more than 12 months after start, counting "exactly 12 months
 * with a later end day" as more: 2024-01-15..2025-01-16 → true, ..2025-01-15 → false.
 * Month ends clamp (2024-02-29 + 12 months = 2025-02-28). Invalid dates → false.
 */
export function exceedsTwelveMonths(start: DateInput, end: DateInput): boolean {
  const from = toDay(start);
  const to = toDay(end);
  if (!from || !to) return false;
  return to.isAfter(from.add(12, "month"));
}

export type ExportLimitsInput = {
  /** Results the export would include (electricity plus gas, gas alone, or the electricity count). */
  count: number;
  start?: DateInput;
  end?: DateInput;
  /**
   * Apply the 12-month export range rule. Defaults to true, so the rule runs
   * whenever both dates are given; pass false for screens without it.
   */
  gasRange?: boolean;
};

/** `true` means the export is ALLOWED; `violations` are the lines shown under "Límites incumplidos:". */
export type ExportLimitsResult = { excel: boolean; pdf: boolean; zip: boolean; violations: string[] };

export function checkExportLimits(input: ExportLimitsInput, messages: Messages = esES): ExportLimitsResult {
  const count = Number.isFinite(input.count) ? input.count : 0;
  const rangeTooLong = (input.gasRange ?? true) && exceedsTwelveMonths(input.start, input.end);
  const excelTooMany = count > EXPORT_LIMITS.excel;
  const pdfTooMany = count > EXPORT_LIMITS.pdf;
  const zipTooMany = count > EXPORT_LIMITS.zip;

  const texts = textsOf(messages, exportLimitsMessages);
  const violations: string[] = [];
  if (excelTooMany) violations.push(texts.excel);
  if (pdfTooMany || zipTooMany) violations.push(texts.pdfZip);
  if (rangeTooLong) violations.push(texts.yearRange);

  return {
    excel: !excelTooMany && !rangeTooLong,
    pdf: !pdfTooMany && !rangeTooLong,
    zip: !zipTooMany && !rangeTooLong,
    violations,
  };
}
