"use client";

import * as React from "react";
import { useLocale, useMessages, useTexts } from "../../core/react/portalHooks";
import { contactDetailsArea } from "../../locales/es-ES/labels/contactDetails";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/Field";
import { Actions } from "../shared/account/AccountPanel";
import type { CallOutcome } from "../shared/account/callFailure";
import { codeError, failureText, phoneError } from "./contactForms";
import { useContactChanges } from "./useContactDetails";

/** The code field, after the code was sent. */
function CodeStep({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useTexts(contactDetailsArea).contactDetails;
  return (
    <>
      <Alert tone="info">{t.codeSent}</Alert>
      <TextField
        id={id}
        label={t.code}
        hint={t.codeHint}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    </>
  );
}

/** The new number, then the code sent to it by SMS. What was typed stays after an error. */
export function PhoneChangeForm({ id, onDone, onCancel }: { id: string; onDone: (text: string) => void; onCancel: () => void }) {
  const t = useTexts(contactDetailsArea).contactDetails;
  const { locale } = useLocale();
  const messages = useMessages();
  const { phone, confirmPhone } = useContactChanges();
  const [number, setNumber] = React.useState("");
  const [code, setCode] = React.useState("");
  const [step, setStep] = React.useState<"number" | "code">("number");
  const [fieldError, setFieldError] = React.useState<string | undefined>();
  const [result, setResult] = React.useState<CallOutcome | null>(null);
  // By id, not a ref: TextField takes no ref under React 18.
  const codeId = `${id}-code`;

  const sendCode = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const error = phoneError(number, t);
    setFieldError(error);
    setResult(null);
    if (error || phone.isPending) return;
    const outcome = await phone.mutateAsync(number.trim());
    setResult(outcome);
    if (outcome.ok) {
      setStep("code");
      setCode("");
      setTimeout(() => document.getElementById(codeId)?.focus(), 0);
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const error = codeError(code, t);
    setFieldError(error);
    setResult(null);
    if (error || confirmPhone.isPending) return;
    const outcome = await confirmPhone.mutateAsync({ telefono: number.trim(), codigo: code.trim() });
    if (outcome.ok) onDone(t.phoneSaved);
    else setResult(outcome);
  };

  const failure = result ? failureText(result, t, locale, messages) : undefined;
  return (
    <form
      id={id}
      noValidate
      onSubmit={step === "number" ? sendCode : confirm}
      className="ov:flex ov:flex-col ov:gap-3"
      data-slot="phone-form"
    >
      <TextField
        label={t.newPhone}
        hint={t.phoneHint}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        readOnly={step === "code"}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={step === "number" ? fieldError : undefined}
      />
      {step === "code" ? <CodeStep id={codeId} value={code} onChange={setCode} error={fieldError} /> : null}
      <div aria-live="polite">{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <Actions>
        <Button type="submit" busy={step === "number" ? phone.isPending : confirmPhone.isPending}>
          {step === "number" ? t.sendCode : t.confirm}
        </Button>
        {step === "code" ? (
          <Button variant="secondary" busy={phone.isPending} onClick={() => void sendCode()}>
            {t.newCode}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Actions>
    </form>
  );
}
