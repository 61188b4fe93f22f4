"use client";

import * as React from "react";
import { useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { signupResultMessage } from "../../domain";
import { formatMessage } from "../../locales";
import { connectionCheckMessages } from "../../locales/es-ES/connectionCheck";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/Field";
import { Spinner } from "../../ui/Spinner";
import { Actions } from "../shared/account/AccountPanel";
import { tooManyAttemptsMessage } from "../shared/account/callFailure";
import { SIGNUP_CODE, typedCode } from "./signupForm";
import type { CodeRequestOutcome } from "./useSignupWizard";

export interface SignupCodeStepProps {
  headingRef?: React.Ref<HTMLHeadingElement>;
  headingLevel?: 2 | 3;
  administrator: boolean;
  /** The code request's outcome; undefined while it is on its way. */
  request: CodeRequestOutcome | undefined;
  /** A code was asked for again (the screen says the older one no longer works). */
  resent: boolean;
  /** The server refused the typed code (461). */
  wrongCode: boolean;
  /** The code is being checked (the lookup of the summary). */
  checking: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The step between the form and the summary: the one-time code sent to the contact on file
 * (part of the signup's proof that the contracts are the customer's). What was typed stays
 * when the code is refused. */
export function SignupCodeStep(props: SignupCodeStepProps) {
  const { headingRef, headingLevel = 3, administrator, request, resent, wrongCode, checking, onVerify, onResend, onBack } = props;
  const messages = useMessages();
  const { locale } = usePortal();
  const account = textsOf(messages, accountArea);
  const labels = account.signup.code;
  const connection = useTexts(connectionCheckMessages);
  const StepHeading = `h${headingLevel}` as const;
  const [value, setValue] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | undefined>(undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = typedCode(value);
    const error = code === "" ? labels.required : SIGNUP_CODE.test(code) ? undefined : labels.format;
    setFieldError(error);
    if (!error) onVerify(code);
  };

  const failure = request && !request.ok ? request : undefined;
  const destinos = request?.ok ? request.answer.destinos : undefined;
  const failureText = failure
    ? failure.offline
      ? formatMessage(connection.failure, { phone: account.supportPhone })
      : (tooManyAttemptsMessage(failure, locale, messages) ?? signupResultMessage(failure.status, failure.code, messages))
    : undefined;

  return (
    <div className="ov:flex ov:flex-col ov:gap-4">
      <StepHeading ref={headingRef} tabIndex={-1} className="ov:text-lg ov:font-semibold ov:text-text">
        {labels.heading}
      </StepHeading>
      {request === undefined ? <Spinner label={labels.sending} /> : null}
      <div aria-live="polite">
        {failureText ? <Alert tone="error">{failureText}</Alert> : null}
        {resent && destinos ? <Alert tone="info">{labels.resent}</Alert> : null}
      </div>
      {destinos ? (
        <form noValidate onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
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
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
            error={fieldError ?? (wrongCode ? labels.wrong : undefined)}
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
      ) : failure ? (
        <Actions className="ov:justify-between">
          <Button type="button" variant="secondary" onClick={onBack} aria-label={account.signup.previous}>
            <span aria-hidden="true">←</span>
          </Button>
          {failure.offline ? (
            <Button type="button" variant="secondary" onClick={onResend}>
              {account.signup.retry}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </div>
  );
}
