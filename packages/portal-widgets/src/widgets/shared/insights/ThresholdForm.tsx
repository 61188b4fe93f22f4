"use client";

import * as React from "react";
import { useLocale, useMessages } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { formatNumber } from "../../../domain/format";
import { thresholdFormSchema } from "../../../forms/threshold";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { FORM_ERROR_KEY, useFormState } from "../../../ui/form";
import { writeQuotaRefusal } from "../quotas/writeQuotaRefusal";
import { useSaveThreshold } from "./useInsights";

export interface ThresholdFormProps {
  contractCode: string;
  /** The threshold stored now, if any: the field starts with it. */
  current: number | null;
  idPrefix: string;
  onDone(): void;
}

/**
 * 'Avisarme si supero un importe': one amount in euros, stored on the server. Errors are
 * Spanish and tied to the field; a failed save keeps what was typed.
 */
export function ThresholdForm({ contractCode, current, idPrefix, onDone }: ThresholdFormProps) {
  const messages = useMessages();
  const texts = textsOf(messages, insightsArea).threshold;
  const { locale } = useLocale();
  const format = useFormat();
  const schema = React.useMemo(() => thresholdFormSchema(messages, locale), [messages, locale]);
  // The field is typed the Spanish way in every language (the form's hint says so), so the
  // stored amount comes back written that way.
  const form = useFormState({ initialValues: { amount: current === null ? "" : formatNumber(current) }, schema });
  const save = useSaveThreshold(contractCode);
  const [saved, setSaved] = React.useState<string | null>(null);

  const submit = form.handleSubmit(async ({ amount }) => {
    setSaved(null);
    try {
      await save.mutateAsync(amount);
      setSaved(formatMessage(texts.saved, { amount: format.amount(amount) }));
    } catch (error) {
      form.setFieldError(FORM_ERROR_KEY, writeQuotaRefusal(error, locale, messages) ?? texts.saveError);
    }
  });
  const remove = async () => {
    setSaved(null);
    try {
      await save.mutateAsync(null);
      form.setValues({ amount: "" });
      setSaved(texts.removed);
    } catch (error) {
      form.setFieldError(FORM_ERROR_KEY, writeQuotaRefusal(error, locale, messages) ?? texts.saveError);
    }
  };

  return (
    <form
      {...form.formProps}
      onSubmit={submit}
      className="ov-threshold-form ov:flex ov:flex-col ov:gap-3"
      aria-labelledby={`${idPrefix}-title`}
    >
      <p id={`${idPrefix}-title`} className="ov:font-semibold">
        {texts.title}
      </p>
      <p className="ov:text-sm ov:text-text-muted">{texts.description}</p>
      <TextField
        id={`${idPrefix}-amount`}
        label={texts.amount}
        hint={texts.hint}
        inputMode="decimal"
        autoComplete="off"
        required
        fieldClassName="ov:max-w-48"
        {...form.field("amount")}
      />
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <div className="ov:flex ov:flex-wrap ov:gap-2">
        <Button type="submit" busy={form.submitting}>
          {texts.save}
        </Button>
        {current !== null ? (
          <Button variant="secondary" busy={save.isPending && !form.submitting} onClick={() => void remove()}>
            {texts.remove}
          </Button>
        ) : null}
        <Button variant="link" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
