"use client";

import * as React from "react";
import { useLocale, useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { passwordResetMessage } from "../../domain";
import { passwordResetFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { resendValidationMessages } from "../../locales/es-ES/resendValidation";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField, TextField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import type { FormSchema } from "../../ui/form/useFormState";
import { AccountPanel, FormFooter, NoticeWithLinks } from "../shared/account/AccountPanel";
import { type CallOutcome, tooManyAttemptsMessage } from "../shared/account/callFailure";
import { usePasswordResetRequest } from "./usePasswordResetRequest";

/** Both variants' output: administrators have no phone. */
type ResetOutput = { username: string; email: string; telefono?: string };

export interface PasswordResetRequestProps {
  /** The `username` query parameter: prefills the form. */
  username?: string;
  /** The `email` query parameter: prefills the form. */
  email?: string;
  /** After the e-mail with the link was sent. */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/** 'Cambiar Contraseña': asks for the data of the account and e-mails a link to set a new
 * password. Step 2 on 204 (and 202, the other "sent" answer). */
export function PasswordResetRequest({ username = "", email = "", onSuccess, headingLevel }: PasswordResetRequestProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const { locale } = useLocale();
  const labels = textsOf(messages, accountArea);
  const resendTexts = useTexts(resendValidationMessages);
  const f = useTexts(fieldsMessages);
  const initial = (isAdministradorFinca: boolean) => ({ isAdministradorFinca, username, email, telefono: "" });
  const schema = React.useCallback(
    (values: { isAdministradorFinca: boolean }): FormSchema<ResetOutput> =>
      passwordResetFormSchema(values.isAdministradorFinca ? "administrator" : "customer", messages),
    [messages],
  );
  const form = useFormState({ initialValues: initial(false), schema });
  const request = usePasswordResetRequest();
  const [result, setResult] = React.useState<CallOutcome | null>(null);
  const administrator = form.values.isAdministradorFinca;

  const submit = form.handleSubmit(async (output, values) => {
    setResult(null);
    const { username: name, email: address, telefono = "" } = output;
    const outcome = await request.mutateAsync({
      isAdministradorFinca: values.isAdministradorFinca,
      username: name,
      email: address,
      telefono,
    });
    setResult(outcome);
    if (outcome.ok) onSuccess?.();
  });

  if (result?.ok) {
    return (
      <AccountPanel widget="PasswordResetRequest" heading={labels.passwordReset.heading} headingLevel={headingLevel}>
        <NoticeWithLinks tone="success" links={[{ to: links.login(), label: resendTexts.loginLink }]}>
          {passwordResetMessage(result.status, undefined, messages)}
        </NoticeWithLinks>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel widget="PasswordResetRequest" heading={labels.passwordReset.heading} headingLevel={headingLevel}>
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <CheckboxField
          label={labels.administradorFinca}
          checked={administrator}
          onChange={(event) => {
            setResult(null);
            form.reset(initial(event.target.checked));
          }}
        />
        {administrator ? (
          <>
            <TextField label={f.email} required type="email" autoComplete="email" {...form.field("username")} />
            <TextField label={f.confirmarEmail} required type="email" autoComplete="email" {...form.field("email")} />
          </>
        ) : (
          <>
            <TextField label={f.nombreUsuario} required autoComplete="username" {...form.field("username")} />
            <TextField label={f.email} required type="email" autoComplete="email" {...form.field("email")} />
            <TextField label={f.telefono} required type="tel" inputMode="numeric" autoComplete="tel" {...form.field("telefono")} />
          </>
        )}
        <div aria-live="polite">
          {result && !result.ok ? (
            <Alert tone="error">
              {tooManyAttemptsMessage(result, locale, messages) ?? passwordResetMessage(result.status, result.code, messages)}
            </Alert>
          ) : null}
        </div>
        <FormFooter
          submitLabel={labels.send}
          busy={form.submitting}
          links={[
            { to: links.recoveryUsername(), label: labels.passwordReset.recoverUsername },
            { to: links.login(), label: labels.back },
          ]}
        />
      </form>
    </AccountPanel>
  );
}
