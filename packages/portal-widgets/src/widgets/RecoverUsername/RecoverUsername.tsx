"use client";

import * as React from "react";
import { useLocale, useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { recoverUsernameMessage } from "../../domain";
import { recoverUsernameFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { resendValidationMessages } from "../../locales/es-ES/resendValidation";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField, TextField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { AccountPanel, FormFooter, NoticeWithLinks } from "../shared/account/AccountPanel";
import { type CallOutcome, tooManyAttemptsMessage } from "../shared/account/callFailure";
import { useRecoverUsername } from "./useRecoverUsername";

export interface RecoverUsernameProps {
  /** After the e-mail with the username was sent. */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/** Recovery of the username: the e-mail plus the administrator checkbox. Step 2 on 200;
 * a 204 ("no account for this e-mail") stays on the form. */
export function RecoverUsername({ onSuccess, headingLevel }: RecoverUsernameProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const { locale } = useLocale();
  const labels = textsOf(messages, accountArea);
  const fields = useTexts(fieldsMessages);
  const resendTexts = useTexts(resendValidationMessages);
  const schema = React.useMemo(() => recoverUsernameFormSchema(messages), [messages]);
  const form = useFormState({ initialValues: { email: "", isAdministradorFinca: false }, schema });
  const [result, setResult] = React.useState<CallOutcome | null>(null);
  const recover = useRecoverUsername();

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    const outcome = await recover.mutateAsync(values);
    setResult(outcome);
    if (outcome.ok && outcome.status === 200) onSuccess?.();
  });

  const done = result?.ok === true && result.status === 200;
  return (
    <AccountPanel widget="RecoverUsername" heading={labels.recoverUsername.heading} headingLevel={headingLevel}>
      {done ? (
        <NoticeWithLinks tone="success" links={[{ to: links.login(), label: resendTexts.loginLink }]}>
          {recoverUsernameMessage(200, messages)}
        </NoticeWithLinks>
      ) : (
        <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
          <TextField label={fields.email} required type="email" autoComplete="email" {...form.field("email")} />
          <CheckboxField label={labels.administradorFinca} {...form.checkbox("isAdministradorFinca")} />
          <div aria-live="polite">
            {result ? (
              <Alert tone={result.ok ? "info" : "error"}>
                {(!result.ok && tooManyAttemptsMessage(result, locale, messages)) || recoverUsernameMessage(result.status, messages)}
              </Alert>
            ) : null}
          </div>
          <FormFooter
            submitLabel={labels.send}
            busy={form.submitting}
            links={[
              { to: links.passwordReset(), label: labels.recoverUsername.passwordReset },
              { to: links.login(), label: labels.back },
            ]}
          />
        </form>
      )}
    </AccountPanel>
  );
}
