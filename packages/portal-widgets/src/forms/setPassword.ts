import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { passwordPolicyCheck } from "./customRules";
import { requiredField } from "./fields";

/** Set a new password from the confirmation link (part 1 §5 Set password). */
export function setPasswordFormSchema(messages: Messages = esES) {
  const f = messages.fields;
  return z
    .object({
      password: requiredField(messages, f.contrasena, [passwordPolicyCheck(messages)]),
      confirmPassword: requiredField(messages, f.confirmarContrasena),
    })
    .superRefine((values, ctx) => {
      if (values.confirmPassword !== "" && values.confirmPassword !== values.password) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.validation.passwordMismatch });
      }
    });
}

export type SetPasswordFormInput = z.input<ReturnType<typeof setPasswordFormSchema>>;
export type SetPasswordFormValues = z.output<ReturnType<typeof setPasswordFormSchema>>;
