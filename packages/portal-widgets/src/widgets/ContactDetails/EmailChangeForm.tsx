"use client";

import * as React from "react";
import { useLocale, useMessages, useTexts } from "../../core/react/portalHooks";
import { contactDetailsArea } from "../../locales/es-ES/labels/contactDetails";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/Field";
import { Actions } from "../shared/account/AccountPanel";
import type { CallOutcome } from "../shared/account/callFailure";
import { emailError, failureText } from "./contactForms";
import { useContactChanges } from "./useContactDetails";

/** The new address: a link goes to it, and the current one stays until it is opened. */
export function EmailChangeForm({
  id,
  current,
  onDone,
  onCancel,
}: {
  id: string;
  current: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useTexts(contactDetailsArea).contactDetails;
  const { locale } = useLocale();
  const messages = useMessages();
  const { email } = useContactChanges();
  const [address, setAddress] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | undefined>();
  const [result, setResult] = React.useState<CallOutcome | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    const error = emailError(typed, t) ?? (typed.toLowerCase() === current.trim().toLowerCase() ? t.sameEmail : undefined);
    setFieldError(error);
    setResult(null);
    if (error || email.isPending) return;
    const outcome = await email.mutateAsync(typed);
    if (outcome.ok) onDone(t.linkSent);
    else setResult(outcome);
  };

  const failure = result ? failureText(result, t, locale, messages) : undefined;
  return (
    <form id={id} noValidate onSubmit={submit} className="ov:flex ov:flex-col ov:gap-3" data-slot="email-form">
      <TextField
        label={t.newEmail}
        type="email"
        autoComplete="email"
        required
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={fieldError}
      />
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <Actions>
        <Button type="submit" busy={email.isPending}>
          {t.sendLink}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Actions>
    </form>
  );
}
