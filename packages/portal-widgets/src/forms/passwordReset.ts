import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { fieldTexts, requiredField, trimmed } from "./fields";
import { emailCheck, LIMITS, maxLengthCheck, minDigitsCheck, numericCheck, validationTexts } from "./rules";

/**
 * Password reset request, customer variant (part 1 §5): username required max 100,
 * e-mail required max 100 (the spec asks no format check here), phone required,
 * numeric, ≥ 9 digits. Field names are the payload's {username, email, telefono}.
 */
export function customerPasswordResetFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z.object({
    username: requiredField(messages, f.nombreUsuario, [maxLengthCheck(messages, f.nombreUsuario, LIMITS.resetUsernameMax)], {
      transform: trimmed,
    }),
    email: requiredField(messages, f.email, [maxLengthCheck(messages, f.email, LIMITS.emailMax)], { transform: trimmed }),
    telefono: requiredField(
      messages,
      f.telefono,
      [numericCheck(messages, f.telefono), minDigitsCheck(messages, f.telefono, LIMITS.phoneMinDigits)],
      { transform: trimmed },
    ),
  });
}

/**
 * Administrator variant: administrators identify by e-mail, so `username` holds
 * the e-mail (label 'Email', required max 100) and `email` is the confirmation
 * (label 'Confirmar email', required, valid, max 100, equal to the first). No phone.
 */
export function administratorPasswordResetFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z
    .object({
      username: requiredField(messages, f.email, [maxLengthCheck(messages, f.email, LIMITS.resetUsernameMax)], {
        transform: trimmed,
      }),
      email: requiredField(
        messages,
        f.confirmarEmail,
        [maxLengthCheck(messages, f.confirmarEmail, LIMITS.emailMax), emailCheck(messages, f.confirmarEmail)],
        { transform: trimmed },
      ),
    })
    .superRefine((values, ctx) => {
      if (values.email !== "" && values.email.toLowerCase() !== values.username.toLowerCase()) {
        ctx.addIssue({ code: "custom", path: ["email"], message: validationTexts(messages).emailMismatch });
      }
    });
}

export function passwordResetFormSchema(variant: "customer" | "administrator", messages: Messages = esES) {
  return variant === "administrator" ? administratorPasswordResetFormSchema(messages) : customerPasswordResetFormSchema(messages);
}

export type CustomerPasswordResetFormValues = z.output<ReturnType<typeof customerPasswordResetFormSchema>>;
export type AdministratorPasswordResetFormValues = z.output<ReturnType<typeof administratorPasswordResetFormSchema>>;
