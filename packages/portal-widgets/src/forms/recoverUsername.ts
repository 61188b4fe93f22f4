import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { fieldTexts, flagField, requiredField, trimmed } from "./fields";
import { emailCheck, LIMITS, maxLengthCheck } from "./rules";

/** Username recovery (part 1 §5): e-mail required, valid, max 100; the administrator checkbox. */
export function recoverUsernameFormSchema(messages: Messages = esES) {
  const label = fieldTexts(messages).email;
  return z.object({
    email: requiredField(messages, label, [maxLengthCheck(messages, label, LIMITS.emailMax), emailCheck(messages, label)], {
      transform: trimmed,
    }),
    isAdministradorFinca: flagField(),
  });
}

export type RecoverUsernameFormInput = z.input<ReturnType<typeof recoverUsernameFormSchema>>;
export type RecoverUsernameFormValues = z.output<ReturnType<typeof recoverUsernameFormSchema>>;
