import { z } from "zod";
import type { DateInput } from "../domain/calendarDate";
import { type DateRangeVariant, validateDateRange } from "../domain/dateRange";
import { esES, type Messages } from "../locales/es-ES";

export type DateRangeFormOptions = {
  variant: DateRangeVariant;
  /** Defaults to the current day when the schema parses (not when it is built). */
  today?: DateInput;
};

/**
 * Desde/Hasta ('DD-MM-YYYY') for the invoice, telemetry, load-curve and
 * certificate searches: the rules of domain `validateDateRange`, as a zod schema
 * whose issues sit on `desde` and `hasta`.
 */
export function dateRangeFormSchema(options: DateRangeFormOptions, messages: Messages = esES) {
  return z
    .object({
      desde: z.string().prefault(""),
      hasta: z.string().prefault(""),
    })
    .superRefine((values, ctx) => {
      const errors = validateDateRange({ ...values, variant: options.variant, today: options.today }, messages);
      if (errors.desde) ctx.addIssue({ code: "custom", path: ["desde"], message: errors.desde });
      if (errors.hasta) ctx.addIssue({ code: "custom", path: ["hasta"], message: errors.hasta });
    });
}

export type DateRangeFormValues = z.output<ReturnType<typeof dateRangeFormSchema>>;
