import { esES, type Messages } from "../locales/es-ES";
import { fieldsLoginMessages } from "../locales/es-ES/fieldsLogin";
import { formatMessage } from "../locales/format";
import { textsOf } from "../locales/texts";
import { requiredCheck, validationLoginTexts } from "./check";
import { plainFormSchema } from "./plainForm";

/** Login (part 1 §5): Usuario and Contraseña required; the administrator checkbox. Plain
 * rules instead of zod, so the login page does not load zod (see plainForm.ts); its texts
 * through the login form's handles, so it does not load the other forms' either. */
export function loginFormSchema(messages: Messages = esES) {
  const fields = textsOf(messages, fieldsLoginMessages);
  const validation = validationLoginTexts(messages);
  const required = (label: string) => ({
    kind: "text" as const,
    checks: [requiredCheck(messages, label)],
    typeMessage: formatMessage(validation.required, { field: label }),
  });
  return plainFormSchema({
    username: required(fields.usuario),
    password: required(fields.contrasena),
    isAdministradorFinca: {
      kind: "flag" as const,
      typeMessage: formatMessage(validation.invalidOption, { field: fields.administradorFinca }),
    },
  });
}

export interface LoginFormValues {
  username: string;
  password: string;
  isAdministradorFinca: boolean;
}
export type LoginFormInput = Partial<LoginFormValues>;
