import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { rulesTexts, textareaCountCheck } from "./customRules";
import { fieldTexts, requiredField, trimmed } from "./fields";
import { type Check, LIMITS, maxLengthCheck } from "./rules";

export type IssueFormOptions = {
  /** The CUPS of the logged-in user; the chosen CUPS must be one of them. */
  userCups: readonly string[];
};

const normalizeCups = (cups: string) => cups.replace(/\s+/g, "").toUpperCase();

/**
 * New support request (part 1 §5 Issue). Asunto: plain length ≤ 200 (the spec's
 * rule; textarea-count is only named for Descripción). Descripción: textarea-count
 * ≤ 1000, which counts each quote as its '&quot;' and each newline twice.
 * CUPS are compared without spaces or case.
 */
export function issueFormSchema(options: IssueFormOptions, messages: Messages = esES) {
  const f = fieldTexts(messages);
  const allowed = new Set(options.userCups.map(normalizeCups));
  const userCupsCheck: Check = (value) => (allowed.has(normalizeCups(value)) ? null : rulesTexts(messages).cupsUser);
  return z.object({
    title: requiredField(messages, f.asunto, [maxLengthCheck(messages, f.asunto, LIMITS.issueTitleMax)]),
    category: requiredField(messages, f.categoria),
    subcategory: requiredField(messages, f.subcategoria),
    line: requiredField(messages, f.linea),
    cups: requiredField(messages, f.cups, [userCupsCheck], { transform: trimmed }),
    contractCode: requiredField(messages, f.codigoContrato, [], { transform: trimmed }),
    description: requiredField(messages, f.descripcion, [textareaCountCheck(messages, f.descripcion, LIMITS.issueDescriptionMax)], {
      multiline: true,
    }),
  });
}

export type IssueFormInput = z.input<ReturnType<typeof issueFormSchema>>;
export type IssueFormValues = z.output<ReturnType<typeof issueFormSchema>>;
