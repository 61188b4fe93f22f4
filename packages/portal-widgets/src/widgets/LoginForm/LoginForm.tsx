"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { loginFormSchema } from "../../forms";
import { fieldsLoginMessages } from "../../locales/es-ES/fieldsLogin";
import { accountLoginArea } from "../../locales/es-ES/labels/accountLogin";
import { sessionMessages } from "../../locales/es-ES/session";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField, PasswordField, TextField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { AccountPanel, FormFooter } from "../shared/account/AccountPanel";
import { type CallFailure, callFailure } from "../shared/account/callFailure";
import { LoginFailure } from "./LoginFailure";
import { RetailerBrand } from "./RetailerBrand";
import { useLeavingNotice } from "./useLeavingNotice";

export interface LoginFormProps {
  /** After the login and the profile load, before navigating to the user's home. */
  onSuccess?: (result: { isAdministrador: boolean }) => void;
  headingLevel?: 1 | 2 | 3;
}

/**
 * Login: Usuario, Contraseña (Enter submits), the remembered 'Administrador de finca'
 * checkbox. On success the session loads the profile and the user goes to
 * /administrador-fincas or /; each failure code shows its message, 157/461 offer a new
 * validation link and 470 and above the connection diagnostic.
 */
export function LoginForm({ onSuccess, headingLevel }: LoginFormProps) {
  const { session, navigate, links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountLoginArea);
  const fields = textsOf(messages, fieldsLoginMessages);
  const notices = textsOf(messages, sessionMessages);
  const schema = React.useMemo(() => loginFormSchema(messages), [messages]);
  const form = useFormState({
    initialValues: { username: "", password: "", isAdministradorFinca: session.getState().rememberedAdministradorFinca },
    schema,
  });
  const [failedCode, setFailedCode] = React.useState<number | null>(null);
  // A 429 carries the wait in the server's own words ("Inténtalo de nuevo en 12 minutos"),
  // shown as is in es-ES and translated in another language: the failure is kept, not its
  // text, so a language chosen afterwards applies too.
  const [failure, setFailure] = React.useState<CallFailure | null>(null);
  const { expired, noContracts } = useLeavingNotice();

  const submit = form.handleSubmit(async (values) => {
    setFailedCode(null);
    const result = await session.login(values);
    if (!result.ok) {
      setFailure(callFailure(result.error));
      setFailedCode(result.failedCode);
      return;
    }
    onSuccess?.({ isAdministrador: result.isAdministrador });
    navigate(result.isAdministrador ? links.adminHome() : links.home());
  });

  const administrator = form.checkbox("isAdministradorFinca");

  return (
    <AccountPanel widget="LoginForm" heading={labels.login.heading} headingLevel={headingLevel} before={<RetailerBrand />}>
      {expired && failedCode === null ? <Alert tone="info">{notices.expired}</Alert> : null}
      {noContracts && failedCode === null ? <Alert tone="info">{notices.noContracts}</Alert> : null}
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <TextField label={fields.usuario} required autoComplete="username" {...form.field("username")} />
        <PasswordField label={fields.contrasena} required autoComplete="current-password" {...form.field("password")} />
        <CheckboxField
          label={labels.administradorFinca}
          {...administrator}
          onChange={(event) => {
            administrator.onChange(event);
            session.rememberAdministradorFinca(event.target.checked);
          }}
        />
        <LoginFailure failedCode={failedCode} failure={failure} />
        <FormFooter
          submitLabel={labels.login.submit}
          busy={form.submitting}
          links={[
            { to: links.signup(), label: labels.login.signup },
            { to: links.passwordReset(), label: labels.login.recoverAccount },
          ]}
        />
      </form>
    </AccountPanel>
  );
}
