"use client";

import * as React from "react";
import { useLocale, useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { resendValidationMessage } from "../../domain";
import { resendValidationFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { resendValidationMessages } from "../../locales/es-ES/resendValidation";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField, TextField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import type { FormSchema } from "../../ui/form/useFormState";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel, FormFooter, NoticeWithLinks } from "../shared/account/AccountPanel";
import { type CallOutcome, tooManyAttemptsMessage } from "../shared/account/callFailure";
import { resendStatus, useResendValidation } from "./useResendValidation";

export interface ResendValidationProps {
  /** After the validation e-mail was sent again. */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

type ResendOutput = { email: string; username?: string; telefono?: string };

const initial = (isAdministradorFinca: boolean) => ({
  isAdministradorFinca,
  username: "",
  email: "",
  confirmEmail: "",
  telefono: "",
});

/** Resend the validation e-mail. Administrators give their e-mail twice; customers their
 * username, e-mail and contact phone. */
export function ResendValidation({ onSuccess, headingLevel }: ResendValidationProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const { locale } = useLocale();
  const labels = textsOf(messages, accountArea);
  const resendTexts = useTexts(resendValidationMessages);
  const f = useTexts(fieldsMessages);
  const schema = React.useCallback(
    (values: { isAdministradorFinca: boolean }): FormSchema<ResendOutput> =>
      resendValidationFormSchema(values.isAdministradorFinca ? "administrator" : "customer", messages),
    [messages],
  );
  const form = useFormState({ initialValues: initial(false), schema });
  const resend = useResendValidation();
  const [result, setResult] = React.useState<CallOutcome | null>(null);
  const administrator = form.values.isAdministradorFinca;

  const submit = form.handleSubmit(async ({ email, username = "", telefono = "" }) => {
    setResult(null);
    const outcome = await resend.mutateAsync({ isAdministradorFinca: administrator, username, email, telefono });
    setResult(outcome);
    if (outcome.ok) onSuccess?.();
  });

  const loginLink = (
    <PortalLink to={links.login()} variant="link">
      {resendTexts.loginLink}
    </PortalLink>
  );
  const status = result ? resendStatus(result) : null;

  return (
    <AccountPanel widget="ResendValidation" heading={labels.resendValidation.heading} headingLevel={headingLevel}>
      {result?.ok ? (
        <NoticeWithLinks tone="success" links={[{ to: links.login(), label: resendTexts.loginLink }]}>
          {resendValidationMessage(status, messages)}
        </NoticeWithLinks>
      ) : (
        <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
          <CheckboxField
            label={labels.administradorFinca}
            checked={administrator}
            onChange={(event) => {
              setResult(null);
              form.reset(initial(event.target.checked));
            }}
          />
          {administrator ? null : <TextField label={f.nombreUsuario} required autoComplete="username" {...form.field("username")} />}
          <TextField label={f.email} required type="email" autoComplete="email" {...form.field("email")} />
          {administrator ? (
            <TextField label={f.confirmarEmail} required type="email" autoComplete="email" {...form.field("confirmEmail")} />
          ) : (
            <TextField label={f.telefono} required type="tel" inputMode="numeric" autoComplete="tel" {...form.field("telefono")} />
          )}
          <div aria-live="polite">
            {result && status !== null ? (
              <Alert tone="error" className="ov:flex ov:flex-col ov:gap-2">
                <p>{(!result.ok && tooManyAttemptsMessage(result, locale, messages)) || resendValidationMessage(status, messages)}</p>
                {status === 409 ? loginLink : null}
              </Alert>
            ) : null}
          </div>
          <FormFooter submitLabel={labels.send} busy={form.submitting} links={[{ to: links.login(), label: labels.back }]} />
        </form>
      )}
    </AccountPanel>
  );
}
