import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { passwordPolicyCheck, rulesTexts } from "./customRules";
import { fieldTexts, requiredField } from "./fields";
import { validationTexts } from "./rules";

/**
 * Change password while logged in (part 1 §5): current and new password both
 * follow the policy; the new one must differ from the current; the confirmation
 * must equal the new one.
 */
export function changePasswordFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z
    .object({
      currentPassword: requiredField(messages, f.contrasenaActual, [passwordPolicyCheck(messages)]),
      newPassword: requiredField(messages, f.nuevaContrasena, [passwordPolicyCheck(messages)]),
      confirmPassword: requiredField(messages, f.confirmarNuevaContrasena),
    })
    .superRefine((values, ctx) => {
      if (values.newPassword !== "" && values.newPassword === values.currentPassword) {
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: rulesTexts(messages).passwordNotEqual });
      }
      if (values.confirmPassword !== "" && values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: validationTexts(messages).passwordMismatch });
      }
    });
}

export type ChangePasswordFormInput = z.input<ReturnType<typeof changePasswordFormSchema>>;
export type ChangePasswordFormValues = z.output<ReturnType<typeof changePasswordFormSchema>>;
