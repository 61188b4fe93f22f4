"use client";

import * as React from "react";
import { useLocale, useMessages, useTexts } from "../../core/react/portalHooks";
import { changePasswordMessage } from "../../domain";
import { changePasswordFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { PasswordField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { type CallOutcome, tooManyAttemptsMessage } from "../shared/account/callFailure";
import { useChangePassword } from "./useAccountMenu";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The logged-in change-password form: current password, a new one that differs from it
 * (password-notequal), and its confirmation. */
export function ChangePasswordForm({
  id,
  headingLevel,
  onSuccess,
}: {
  id: string;
  headingLevel: 2 | 3;
  onSuccess?: (() => void) | undefined;
}) {
  const Heading = `h${headingLevel}` as const;
  const messages = useMessages();
  const { locale } = useLocale();
  const f = useTexts(fieldsMessages);
  const schema = React.useMemo(() => changePasswordFormSchema(messages), [messages]);
  const form = useFormState({ initialValues: EMPTY, schema });
  const change = useChangePassword();
  const [result, setResult] = React.useState<CallOutcome | null>(null);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    const outcome = await change.mutateAsync({ password: currentPassword, newPassword });
    setResult(outcome);
    if (outcome.ok) {
      // The passwords are spent: empty the fields so they are not left on screen.
      form.reset(EMPTY);
      onSuccess?.();
    }
  });

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="ov:flex ov:flex-col ov:gap-4">
      <Heading id={`${id}-heading`} className="ov:text-lg ov:font-semibold ov:text-text">
        {textsOf(messages, accountArea).accountMenu.changePassword}
      </Heading>
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <PasswordField label={f.contrasenaActual} required autoComplete="current-password" {...form.field("currentPassword")} />
        <PasswordField label={f.nuevaContrasena} required autoComplete="new-password" {...form.field("newPassword")} />
        <PasswordField label={f.confirmarNuevaContrasena} required autoComplete="new-password" {...form.field("confirmPassword")} />
        <div aria-live="polite">
          {result ? (
            <Alert tone={result.ok ? "success" : "error"}>
              {(!result.ok && tooManyAttemptsMessage(result, locale, messages)) || changePasswordMessage(result.status, messages)}
            </Alert>
          ) : null}
        </div>
        <Button type="submit" busy={form.submitting} className="ov:self-start">
          {textsOf(messages, accountArea).accountMenu.save}
        </Button>
      </form>
    </section>
  );
}
