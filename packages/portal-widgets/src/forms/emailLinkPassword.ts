import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { emailLinkPasswordMessages } from "../locales/es-ES/emailLinkPassword";
import { textsOf } from "../locales/texts";
import { textField } from "./fields";
import { passwordClassCount } from "./predicates";
import { type Check, LIMITS } from "./rules";

/**
 * New password from an e-mail link (part 1 §5), with this form's own three
 * messages: under 8 characters; fewer than 3 of the 4 classes (special = one of
 * !@#$%^*., as in password-policy; forbidden characters are not checked here);
 * passwords differ. An empty password gets the 8-character message; the
 * confirmation has no "required" message of its own, only the mismatch one.
 */
export function emailLinkPasswordFormSchema(messages: Messages = esES) {
  const texts = textsOf(messages, emailLinkPasswordMessages);
  const length: Check = (value) => (value.length >= LIMITS.passwordMin ? null : texts.minLength);
  const classes: Check = (value) => (passwordClassCount(value) >= 3 ? null : texts.complexity);
  return z
    .object({
      newPassword: textField([length, classes], texts.minLength),
      confirmPassword: textField([], texts.mismatch),
    })
    .superRefine((values, ctx) => {
      if (values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: texts.mismatch });
      }
    });
}

export type EmailLinkPasswordFormInput = z.input<ReturnType<typeof emailLinkPasswordFormSchema>>;
export type EmailLinkPasswordFormValues = z.output<ReturnType<typeof emailLinkPasswordFormSchema>>;
