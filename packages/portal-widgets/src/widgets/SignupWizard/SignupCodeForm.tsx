"use client";

import type { SignupCodeResponse } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/Field";
import { Actions } from "../shared/account/AccountPanel";
import { SIGNUP_CODE, typedCode } from "./signupForm";

export interface SignupCodeFormProps {
  administrator: boolean;
  /** Where the code went (the code request's answer). */
  destinos: SignupCodeResponse["destinos"];
  /** What was typed; the step keeps it (see useSignupCodeField). */
  field: SignupCodeField;
  wrongCode: boolean;
  checking: boolean;
  onResend: () => void;
  onBack: () => void;
}

/** What was typed in the code's field, checked for its shape before it is handed on. The
 * step holds it, so it outlives the form while another code is asked for, and stays when
 * the server refuses it. */
export function useSignupCodeField(onVerify: (code: string) => void) {
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).signup.code;
  const [value, setValue] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | undefined>(undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = typedCode(value);
    const error = code === "" ? labels.required : SIGNUP_CODE.test(code) ? undefined : labels.format;
    setFieldError(error);
    if (!error) onVerify(code);
  };

  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setFieldError(undefined);
  };

  return { value, error: fieldError, submit, change };
}

export type SignupCodeField = ReturnType<typeof useSignupCodeField>;

/** The code step's form: where the code went, its field, and the ways on. */
export function SignupCodeForm({ administrator, destinos, field, wrongCode, checking, onResend, onBack }: SignupCodeFormProps) {
  const messages = useMessages();
  const account = textsOf(messages, accountArea);
  const labels = account.signup.code;
  return (
    <form noValidate onSubmit={field.submit} className="ov:flex ov:flex-col ov:gap-4">
      <div className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text">
        <p>{administrator ? labels.administratorIntro : labels.intro}</p>
        <ul className="ov:list-disc ov:pl-5">
          {destinos.email ? <li>{formatMessage(labels.toEmail, { destination: destinos.email })}</li> : null}
          {destinos.sms ? <li>{formatMessage(labels.toSms, { destination: destinos.sms })}</li> : null}
        </ul>
        <p className="ov:text-text-muted">{labels.expiry}</p>
      </div>
      <TextField
        label={labels.field}
        required
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        className="ov:max-w-48 ov:font-mono ov:tracking-widest"
        value={field.value}
        onChange={field.change}
        error={field.error ?? (wrongCode ? labels.wrong : undefined)}
      />
      <Actions className="ov:justify-between">
        <Button type="button" variant="secondary" onClick={onBack} aria-label={account.signup.previous}>
          <span aria-hidden="true">←</span>
        </Button>
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button type="button" variant="secondary" onClick={onResend} disabled={checking}>
            {labels.resend}
          </Button>
          <Button type="submit" busy={checking}>
            {labels.verify}
          </Button>
        </div>
      </Actions>
    </form>
  );
}
