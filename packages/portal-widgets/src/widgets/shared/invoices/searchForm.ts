import { z } from "zod";
import { type DateRangeVariant, validateDateRange } from "../../../domain/dateRange";
import { allowedCharsCheck } from "../../../forms/customRules";
import { type Check, firstFailure, maxLengthCheck, plainTextCheck, requiredCheck } from "../../../forms/rules";
import type { Messages } from "../../../locales/messages";

/** The longest contract, CUPS, invoice number and CIF the invoice calls accept. */
const TEXT_MAX = { contract: 40, cups: 30, invoice: 40, cif: 20 } as const;

export type FilterTextField = keyof typeof TEXT_MAX;

/** Text checks of a free filter: characters our system accepts, the call's length, and no
 * tab or other control character (allowedChars lets every whitespace through). */
function textChecks(messages: Messages, field: FilterTextField, label: string): Check[] {
  return [allowedCharsCheck(messages), maxLengthCheck(messages, label, TEXT_MAX[field]), plainTextCheck(messages, label)];
}

export interface SearchFormOptions {
  variant: DateRangeVariant;
  /** The texts of the fields shown, by name (their labels name them in the messages). */
  textFields: Partial<Record<FilterTextField, string>>;
}

/**
 * The filters of an invoice search: Desde/Hasta by the screen's date rule (part 2 §5), and
 * the free texts (Contrato, CUPS, Número de factura, CIF), which are optional.
 */
export function searchFormSchema({ variant, textFields }: SearchFormOptions, messages: Messages) {
  return z
    .object({
      desde: z.string(),
      hasta: z.string(),
      contract: z.string().prefault(""),
      cups: z.string().prefault(""),
      invoice: z.string().prefault(""),
      cif: z.string().prefault(""),
    })
    .superRefine((values, ctx) => {
      const dates = validateDateRange({ desde: values.desde, hasta: values.hasta, variant }, messages);
      if (dates.desde) ctx.addIssue({ code: "custom", path: ["desde"], message: dates.desde });
      if (dates.hasta) ctx.addIssue({ code: "custom", path: ["hasta"], message: dates.hasta });
      for (const [field, label] of Object.entries(textFields) as [FilterTextField, string][]) {
        const message = firstFailure(values[field], textChecks(messages, field, label));
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
    });
}

export type SearchFormValues = {
  desde: string;
  hasta: string;
  contract: string;
  cups: string;
  invoice: string;
  cif: string;
};

export const EMPTY_SEARCH_FORM: SearchFormValues = { desde: "", hasta: "", contract: "", cups: "", invoice: "", cif: "" };

/** 'Encontrar factura': the number is required. */
export function oneInvoiceFormSchema(label: string, messages: Messages) {
  return z.object({ numero: z.string() }).superRefine((values, ctx) => {
    const message = firstFailure(values.numero, [requiredCheck(messages, label), ...textChecks(messages, "invoice", label)]);
    if (message) ctx.addIssue({ code: "custom", path: ["numero"], message });
  });
}
