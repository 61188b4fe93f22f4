import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { flagField, requiredField } from "./fields";

/** Login (part 1 §5): Usuario and Contraseña required; the administrator checkbox. */
export function loginFormSchema(messages: Messages = esES) {
  return z.object({
    username: requiredField(messages, messages.fields.usuario),
    password: requiredField(messages, messages.fields.contrasena),
    isAdministradorFinca: flagField(),
  });
}

export type LoginFormInput = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginFormSchema>>;
