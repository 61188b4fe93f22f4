import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { usernamePolicyCheck } from "./customRules";
import { fieldTexts, requiredField, trimmed } from "./fields";
import { emailCheck, LIMITS, maxLengthCheck, minDigitsCheck, numericCheck, validationTexts } from "./rules";

function emailField(messages: Messages, label: string) {
  return requiredField(messages, label, [maxLengthCheck(messages, label, LIMITS.emailMax), emailCheck(messages, label)], {
    transform: trimmed,
  });
}

/**
 * Resend the validation e-mail, administrator variant: e-mail required, valid,
 * max 100, and the "confirm e-mail" field the screen shows, which must match.
 */
export function administratorResendValidationFormSchema(messages: Messages = esES) {
  return z
    .object({
      email: emailField(messages, fieldTexts(messages).email),
      confirmEmail: requiredField(messages, fieldTexts(messages).confirmarEmail, [], { transform: trimmed }),
    })
    .superRefine((values, ctx) => {
      if (values.confirmEmail !== "" && values.confirmEmail.toLowerCase() !== values.email.toLowerCase()) {
        ctx.addIssue({ code: "custom", path: ["confirmEmail"], message: validationTexts(messages).emailMismatch });
      }
    });
}

/** Customer variant: username (policy), e-mail (valid, max 100), contact phone (numeric, ≥ 9 digits). */
export function customerResendValidationFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z.object({
    username: requiredField(messages, f.nombreUsuario, [usernamePolicyCheck(messages)]),
    email: emailField(messages, f.email),
    telefono: requiredField(
      messages,
      f.telefono,
      [numericCheck(messages, f.telefono), minDigitsCheck(messages, f.telefono, LIMITS.phoneMinDigits)],
      { transform: trimmed },
    ),
  });
}

export function resendValidationFormSchema(variant: "customer" | "administrator", messages: Messages = esES) {
  return variant === "administrator" ? administratorResendValidationFormSchema(messages) : customerResendValidationFormSchema(messages);
}

export type AdministratorResendValidationFormValues = z.output<ReturnType<typeof administratorResendValidationFormSchema>>;
export type CustomerResendValidationFormValues = z.output<ReturnType<typeof customerResendValidationFormSchema>>;
