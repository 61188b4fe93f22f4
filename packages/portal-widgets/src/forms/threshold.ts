import { z } from "zod";
import { formatAmount } from "../domain/format";
import type { LocaleId } from "../locales/available";
import { esES, type Messages } from "../locales/es-ES";
import { insightsArea } from "../locales/es-ES/labels/insights";
import { formatMessage } from "../locales/format";
import { textsOf } from "../locales/texts";

/** The alert threshold's bounds (€): below a euro or above ten thousand is a typing slip. */
export const THRESHOLD_LIMITS = { min: 1, max: 10_000 } as const;

// Euros as a Spanish customer types them: '60', '60,5', '1.234,56' (dots group thousands),
// or '60.50' (a dot followed by one or two digits can only be a decimal point). In English
// commas group thousands and the point is the decimal: '1,234.56' (and still '60,50').
const GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const GROUPED_EN = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const PLAIN = /^\d+([.,]\d{1,2})?$/;

/** '1.234,56' (in English '1,234.56') → 1234.56; null when the text is not an amount in euros. */
export function parseEuros(text: string, locale: LocaleId = "es-ES"): number | null {
  const value = text.replace(/\s|€/g, "");
  if (PLAIN.test(value)) return Number(value.replace(",", "."));
  if (locale === "en") return GROUPED_EN.test(value) ? Number(value.replace(/,/g, "")) : null;
  if (GROUPED.test(value)) return Number(value.replace(/\./g, "").replace(",", "."));
  return null;
}

/**
 * 'Avisarme si supero un importe': one amount in euros, required, typed the way `locale`
 * writes it (parseEuros), between THRESHOLD_LIMITS (written in `locale`'s way in the
 * message). The output is the amount as a number.
 */
export function thresholdFormSchema(messages: Messages = esES, locale: LocaleId = "es-ES") {
  const texts = textsOf(messages, insightsArea).threshold;
  return z.object({
    amount: z
      .string()
      .prefault("")
      .transform((text, ctx) => {
        if (text.trim() === "") {
          ctx.addIssue({ code: "custom", message: texts.required });
          return z.NEVER;
        }
        const amount = parseEuros(text.trim(), locale);
        if (amount === null) {
          ctx.addIssue({ code: "custom", message: texts.invalid });
          return z.NEVER;
        }
        if (amount < THRESHOLD_LIMITS.min || amount > THRESHOLD_LIMITS.max) {
          ctx.addIssue({
            code: "custom",
            message: formatMessage(texts.range, {
              min: formatAmount(THRESHOLD_LIMITS.min, null, locale),
              max: formatAmount(THRESHOLD_LIMITS.max, null, locale),
            }),
          });
          return z.NEVER;
        }
        return amount;
      }),
  });
}

export type ThresholdFormValues = z.output<ReturnType<typeof thresholdFormSchema>>;
