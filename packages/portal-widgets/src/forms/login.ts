import { esES, type Messages } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import { plainFormSchema } from "./plainForm";
import { requiredCheck } from "./rules";

/** Login (part 1 §5): Usuario and Contraseña required; the administrator checkbox. Plain
 * rules instead of zod, so the login page does not load zod (see plainForm.ts). */
export function loginFormSchema(messages: Messages = esES) {
  const required = (label: string) => ({
    kind: "text" as const,
    checks: [requiredCheck(messages, label)],
    typeMessage: formatMessage(messages.validation.required, { field: label }),
  });
  return plainFormSchema({
    username: required(messages.fields.usuario),
    password: required(messages.fields.contrasena),
    isAdministradorFinca: {
      kind: "flag" as const,
      typeMessage: formatMessage(messages.validation.invalidOption, { field: messages.fields.administradorFinca }),
    },
  });
}

export interface LoginFormValues {
  username: string;
  password: string;
  isAdministradorFinca: boolean;
}
export type LoginFormInput = Partial<LoginFormValues>;
