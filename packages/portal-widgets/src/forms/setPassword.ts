import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { passwordPolicyCheck } from "./customRules";
import { fieldTexts, requiredField } from "./fields";
import { validationTexts } from "./rules";

/** Set a new password from the confirmation link (part 1 §5 Set password). */
export function setPasswordFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z
    .object({
      password: requiredField(messages, f.contrasena, [passwordPolicyCheck(messages)]),
      confirmPassword: requiredField(messages, f.confirmarContrasena),
    })
    .superRefine((values, ctx) => {
      if (values.confirmPassword !== "" && values.confirmPassword !== values.password) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: validationTexts(messages).passwordMismatch });
      }
    });
}

export type SetPasswordFormInput = z.input<ReturnType<typeof setPasswordFormSchema>>;
export type SetPasswordFormValues = z.output<ReturnType<typeof setPasswordFormSchema>>;
