"use client";

import { type BankAccountChange, COMPANY } from "@oficina-virtual/api-contract";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { PasswordField, TextField } from "../../../ui/Field";
import { useBankAccountForm } from "./useBankAccountForm";

export interface BankAccountFormProps {
  contractCode: string;
  headingLevel: 3 | 4 | 5;
  /** The holder proposed at first (the current account's). */
  initialHolder?: string;
  onChanged: (change: BankAccountChange) => void;
  onCancel: () => void;
}

/**
 * The change: IBAN (grouped by four as typed, checked on leaving the field with the server's
 * own checks), holder and password. A refusal shows at its field and keeps what was typed.
 */
export function BankAccountForm({ contractCode, headingLevel, initialHolder = "", onChanged, onCancel }: BankAccountFormProps) {
  const form = useBankAccountForm(contractCode, initialHolder, onChanged);
  const { texts, values, errors, ids, set } = form;
  const Heading = `h${headingLevel}` as const;
  const headingId = `${form.idPrefix}-heading`;

  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-3" data-slot="bank-account-form">
      <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
        {texts.form.heading}
      </Heading>
      <form noValidate onSubmit={form.submit} className="ov:flex ov:flex-col ov:gap-4">
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
          onBlur={form.blurIban}
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
          <Button type="submit" busy={form.busy}>
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
