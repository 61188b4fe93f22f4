"use client";

import { type BankAccountChange, formatIban, type IbanFailure } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useLocale, useMessages, useTexts } from "../../../core/react/portalHooks";
import { bankAccountArea } from "../../../locales/es-ES/labels/bankAccount";
import { callFailure, tooManyAttemptsMessage } from "../account/callFailure";
import { ibanError } from "./ibanError";
import { useChangeBankAccount } from "./useBankAccount";

export type FieldName = "iban" | "holderName" | "password";
type Errors = Partial<Record<FieldName | "form", string>>;

/** Where the server put a refusal: the body's `field` (and `failure` for the IBAN). */
function serverField(body: unknown): { field?: FieldName; failure?: IbanFailure } {
  if (typeof body !== "object" || body === null) return {};
  const { field, failure } = body as { field?: unknown; failure?: unknown };
  return {
    ...(field === "iban" || field === "holderName" || field === "password" ? { field } : {}),
    ...(typeof failure === "string" ? { failure: failure as IbanFailure } : {}),
  };
}

/** The change form's state: the values as typed (never cleared by a refusal), the errors
 * of the checks made here (the server's own, through api-contract) and of the server's
 * answer, each at its field, and the first failing field focused. */
export function useBankAccountForm(contractCode: string, initialHolder: string, onChanged: (change: BankAccountChange) => void) {
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
  // The form replaces the button that opened it: focus goes to its first field, not to <body>.
  const firstFieldId = ids.iban;
  React.useEffect(() => document.getElementById(firstFieldId)?.focus(), [firstFieldId]);

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

  const blurIban = () => setErrors((e) => ({ ...e, iban: values.iban ? (ibanError(values.iban, texts.ibanErrors) ?? undefined) : e.iban }));

  return { texts, values, errors, ids, idPrefix, submit, set, blurIban, busy: change.isPending };
}
