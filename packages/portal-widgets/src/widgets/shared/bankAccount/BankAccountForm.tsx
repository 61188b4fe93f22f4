"use client";

import { type BankAccountChange, COMPANY, formatIban, type IbanFailure } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLocale, useMessages, useTexts } from "../../../core/react/portalHooks";
import { bankAccountArea } from "../../../locales/es-ES/labels/bankAccount";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { PasswordField, TextField } from "../../../ui/Field";
import { callFailure, tooManyAttemptsMessage } from "../account/callFailure";
import { ibanError } from "./ibanError";
import { useChangeBankAccount } from "./useBankAccount";

type FieldName = "iban" | "holderName" | "password";
type Errors = Partial<Record<FieldName | "form", string>>;

export interface BankAccountFormProps {
  contractCode: string;
  headingLevel: 3 | 4 | 5;
  /** The holder proposed at first (the current account's). */
  initialHolder?: string;
  onChanged: (change: BankAccountChange) => void;
  onCancel: () => void;
}

/** Where the server put a refusal: the body's `field` (and `failure` for the IBAN). */
function serverField(body: unknown): { field?: FieldName; failure?: IbanFailure } {
  if (typeof body !== "object" || body === null) return {};
  const { field, failure } = body as { field?: unknown; failure?: unknown };
  return {
    ...(field === "iban" || field === "holderName" || field === "password" ? { field } : {}),
    ...(typeof failure === "string" ? { failure: failure as IbanFailure } : {}),
  };
}

/**
 * The change: IBAN (grouped by four as typed, checked on leaving the field with the server's
 * own checks), holder and password. A refusal shows at its field and keeps what was typed.
 */
export function BankAccountForm({ contractCode, headingLevel, initialHolder = "", onChanged, onCancel }: BankAccountFormProps) {
  const texts = useTexts(bankAccountArea);
  const messages = useMessages();
  const { locale } = useLocale();
  const change = useChangeBankAccount(contractCode);
  const [values, setValues] = React.useState({ iban: "", holderName: initialHolder, password: "" });
  const [errors, setErrors] = React.useState<Errors>({});
  // Ids, not refs: the fields forward no ref under React 18, which the library supports.
  const idPrefix = React.useId().replace(/:/g, "");
  const ids = { iban: `${idPrefix}-iban`, holderName: `${idPrefix}-holder`, password: `${idPrefix}-password` };
  const focus = (name: FieldName) => document.getElementById(ids[name])?.focus();
  const Heading = `h${headingLevel}` as const;
  const headingId = `${idPrefix}-heading`;

  const validate = (): Errors => ({
    ...(ibanError(values.iban, texts.ibanErrors) ? { iban: ibanError(values.iban, texts.ibanErrors) ?? "" } : {}),
    ...(values.holderName.trim() ? {} : { holderName: texts.form.holderRequired }),
    ...(values.password ? {} : { password: texts.form.passwordRequired }),
  });

  const refused = (error: unknown): Errors => {
    const failure = callFailure(error);
    const body = (error as { body?: unknown } | null)?.body;
    const where = serverField(body);
    if (where.field === "iban")
      return { iban: where.failure && where.failure in texts.ibanErrors ? texts.ibanErrors[where.failure] : failure.mensaje };
    if (where.field === "password") return { password: failure.status === 400 ? texts.form.wrongPassword : texts.form.passwordRequired };
    if (where.field === "holderName") return { holderName: texts.form.holderRequired };
    return { form: tooManyAttemptsMessage(failure, locale, messages) ?? texts.form.error };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (["iban", "holderName", "password"] as const).find((name) => found[name]);
    if (first) {
      focus(first);
      return;
    }
    try {
      const result = await change.mutateAsync({ iban: values.iban, holderName: values.holderName.trim(), password: values.password });
      setValues((v) => ({ ...v, password: "" }));
      onChanged(result);
    } catch (error) {
      const next = refused(error);
      setErrors(next);
      const field = (["iban", "holderName", "password"] as const).find((name) => next[name]);
      if (field) focus(field);
    }
  };

  const set = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === "iban" ? formatIban(event.target.value.toUpperCase()) : event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-3" data-slot="bank-account-form">
      <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
        {texts.form.heading}
      </Heading>
      <form noValidate onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <TextField
          id={ids.iban}
          label={texts.form.iban}
          hint={texts.form.ibanHint}
          required
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          maxLength={42}
          className="ov:font-mono"
          value={values.iban}
          error={errors.iban}
          onChange={set("iban")}
          onBlur={() => setErrors((e) => ({ ...e, iban: values.iban ? (ibanError(values.iban, texts.ibanErrors) ?? undefined) : e.iban }))}
        />
        <TextField
          id={ids.holderName}
          label={texts.form.holderName}
          required
          autoComplete="name"
          maxLength={70}
          value={values.holderName}
          error={errors.holderName}
          onChange={set("holderName")}
        />
        <PasswordField
          id={ids.password}
          label={texts.form.password}
          hint={texts.form.passwordHint}
          required
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={set("password")}
        />
        <p className="ov:text-sm ov:text-text-muted">{formatMessage(texts.form.consent, { creditor: COMPANY.name })}</p>
        <div aria-live="polite">{errors.form ? <Alert tone="error">{errors.form}</Alert> : null}</div>
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button type="submit" busy={change.isPending}>
            {texts.form.submit}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {texts.form.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
