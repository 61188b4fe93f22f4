"use client";

import type * as React from "react";
import { useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { signupResultMessage } from "../../domain";
import { formatMessage } from "../../locales";
import { connectionCheckMessages } from "../../locales/es-ES/connectionCheck";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { Actions } from "../shared/account/AccountPanel";
import { tooManyAttemptsMessage } from "../shared/account/callFailure";
import { SignupCodeForm, useSignupCodeField } from "./SignupCodeForm";
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
  const field = useSignupCodeField(onVerify);
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
        <SignupCodeForm
          administrator={administrator}
          destinos={destinos}
          field={field}
          wrongCode={wrongCode}
          checking={checking}
          onResend={onResend}
          onBack={onBack}
        />
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
