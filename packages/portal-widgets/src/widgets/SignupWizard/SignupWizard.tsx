"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { useIsomorphicLayoutEffect } from "../../core/react/useIsomorphicLayoutEffect";
import { signupResultMessage, signupSendBlocked, signupSucceeded } from "../../domain";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/es-ES/labels/account";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { callFailure, isConnectionFailure } from "../shared/account/callFailure";
import { SignupCodeStep } from "./SignupCodeStep";
import { SignupSummary } from "./SignupSummary";
import { SignupUserData } from "./SignupUserData";
import { emptySignupForm, type SignupData, type SignupFormState, signupSchema, variantOf } from "./signupForm";
import { type CodeRequestOutcome, type SignupOutcome, useSignupCodeRequest, useSignupContracts, useSignupSend } from "./useSignupWizard";

export interface SignupWizardProps {
  /** Start with the 'Administrador de finca' variant. */
  administrator?: boolean;
  /** The contact e-mail administrators are pointed to for doubts (part 1 §2); the company's
   * e-mail of the messages (labels.home.company.email) by default. */
  contactEmail?: string;
  /** After the account was created (step 3), with the status the server answered. */
  onSuccess?: (result: { status: number; administrator: boolean }) => void;
  headingLevel?: 1 | 2;
}

type Step = 1 | 2 | 3 | 4;

/** The status of a code the server refused (SignupVerification.wrongCode). */
const WRONG_CODE = 461;

/**
 * Signup in the spec's three steps plus one: 'Datos de Usuario' (the form) → 'Verificación'
 * (the one-time code sent to the contact on file) → 'Resumen' (the data and the contracts
 * found, 'Confirmar Datos') → 'Datos recibidos' (the result). The steps live here; leaving
 * goes through the provider's navigate.
 */
export function SignupWizard({ administrator = false, contactEmail, onSuccess, headingLevel = 2 }: SignupWizardProps) {
  const StepHeading = `h${headingLevel + 1}` as "h2" | "h3";
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const schema = React.useCallback((values: SignupFormState) => signupSchema(values, messages), [messages]);
  const form = useFormState({ initialValues: emptySignupForm(administrator), schema });
  const [step, setStep] = React.useState<Step>(1);
  const [data, setData] = React.useState<SignupData | null>(null);
  const [sent, setSent] = React.useState<SignupOutcome | null>(null);
  const [code, setCode] = React.useState<string | null>(null);
  const [codeRequest, setCodeRequest] = React.useState<CodeRequestOutcome | undefined>(undefined);
  const [resent, setResent] = React.useState(false);
  const [wrongCode, setWrongCode] = React.useState(false);
  const isAdministrador = form.values.isAdministradorFinca;
  const variant = variantOf(form.values);
  const contracts = useSignupContracts(step >= 2 && step <= 3 ? data : null, code, variant);
  const requestCode = useSignupCodeRequest();
  const send = useSignupSend();
  const stepHeading = React.useRef<HTMLHeadingElement>(null);

  // A new step's heading takes the focus, so keyboard and screen-reader users start there.
  // A layout effect focuses it in the commit that shows it: a passive effect runs later,
  // and a step opened by an answer (the code's check) would show its heading unfocused.
  useIsomorphicLayoutEffect(() => {
    if (step !== 1) stepHeading.current?.focus();
  }, [step]);

  const lookup = contracts.query;
  const lookupRefusedCode = lookup.isError && callFailure(lookup.error).status === WRONG_CODE;

  // The typed code is checked by the summary's lookup: a refused one stays on the code step
  // (with what was typed), any other answer opens the summary, which shows it.
  React.useEffect(() => {
    if (step !== 2 || code === null || lookup.isFetching) return;
    if (lookupRefusedCode) {
      setWrongCode(true);
      setCode(null);
    } else if (lookup.isSuccess || lookup.isError) {
      setStep(3);
    }
  }, [step, code, lookup.isFetching, lookup.isSuccess, lookup.isError, lookupRefusedCode]);
  // No contract found (an empty list, or a 204) is the spec's status 0: it blocks the send.
  // A lookup that got no answer at all is told apart: the customer may try again.
  const lookupStatus: SignupOutcome | null = lookup.isError
    ? isConnectionFailure(lookup.error)
      ? { status: 0, offline: true }
      : callFailure(lookup.error)
    : lookup.isSuccess && (lookup.data?.cupsAsociados.select.length ?? 0) === 0
      ? { status: 0 }
      : null;
  const status = sent ?? lookupStatus;

  const askForCode = (output: SignupData, again: boolean) => {
    setCodeRequest(undefined);
    setResent(again);
    setWrongCode(false);
    requestCode.mutate({ data: output, variant }, { onSuccess: setCodeRequest });
  };

  const next = form.handleSubmit((output, values) => {
    // Document numbers are upper-cased on advancing, on screen too.
    form.setValues({ ...values, idDoc: output.idDoc, ownerCif: output.ownerCif });
    setData(output);
    setSent(null);
    setCode(null);
    setStep(2);
    askForCode(output, false);
  });

  const back = () => {
    contracts.clear();
    setSent(null);
    setCode(null);
    setWrongCode(false);
    setStep((current) => (current === 3 ? 2 : 1));
  };

  const verify = (typed: string) => {
    contracts.clear();
    setWrongCode(false);
    setCode(typed);
  };

  const sendData = () => {
    if (!data || !code) return;
    send.mutate(
      { data, variant, code },
      {
        onSuccess: (outcome) => {
          if (outcome.status === WRONG_CODE) {
            // The code expired or was used meanwhile: back to the code step to ask for another.
            back();
            setWrongCode(true);
            return;
          }
          setSent(outcome);
          if (signupSucceeded(outcome.status)) {
            setStep(4);
            onSuccess?.({ status: outcome.status, administrator: isAdministrador });
          }
        },
      },
    );
  };

  const confirm = () => {
    if (send.isPending || (status && signupSendBlocked(status.status))) return;
    sendData();
  };

  // After a failed connection: the send again if that is what failed, else the lookup;
  // step 1's values and step 2's data stay as they were.
  const retry = () => {
    if (send.isPending || lookup.isFetching) return;
    if (sent?.offline) {
      setSent(null);
      sendData();
    } else {
      void lookup.refetch();
    }
  };

  const title = isAdministrador ? labels.signup.administratorTitle : labels.signup.customerTitle;
  const stepNames = [labels.signup.stepUserData, labels.signup.stepCode, labels.signup.stepSummary, labels.signup.stepReceived];
  const backLink = (
    <PortalLink to={links.login()} variant="link">
      {labels.back}
    </PortalLink>
  );

  return (
    <AccountPanel widget="SignupWizard" heading={title} headingLevel={headingLevel} className="ov:max-w-3xl">
      <ol aria-label={labels.signup.steps} className="ov:flex ov:flex-wrap ov:gap-x-4 ov:gap-y-1 ov:text-sm">
        {stepNames.map((name, index) => (
          <li
            key={name}
            aria-current={step === index + 1 ? "step" : undefined}
            className={cn(
              "ov:border-b-2 ov:pb-1",
              step === index + 1 ? "ov:border-primary ov:font-semibold ov:text-primary" : "ov:border-transparent ov:text-text-muted",
            )}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <>
          <CheckboxField
            label={labels.administradorFinca}
            checked={isAdministrador}
            // The two variants ask different things: switching starts the form afresh.
            onChange={(event) => form.reset(emptySignupForm(event.target.checked))}
          />
          {isAdministrador ? (
            <Alert tone="info">
              <p>{labels.signup.administratorNote}</p>
              <p>{labels.signup.administratorPasswordNote}</p>
              <p>
                {formatMessage(labels.signup.administratorContactEmail, {
                  email: contactEmail ?? textsOf(messages, homeFrameArea).company.email,
                })}
              </p>
            </Alert>
          ) : null}
          <SignupUserData form={form} onNext={next} back={backLink} />
        </>
      ) : null}
      {step === 2 && data ? (
        <SignupCodeStep
          headingRef={stepHeading}
          headingLevel={(headingLevel + 1) as 2 | 3}
          administrator={isAdministrador}
          request={codeRequest}
          resent={resent}
          wrongCode={wrongCode}
          checking={code !== null && lookup.isFetching}
          onVerify={verify}
          onResend={() => askForCode(data, true)}
          onBack={back}
        />
      ) : null}
      {step === 3 && data ? (
        <SignupSummary
          headingRef={stepHeading}
          headingLevel={(headingLevel + 1) as 2 | 3}
          data={data}
          administrator={isAdministrador}
          contracts={lookup.data ?? undefined}
          loading={lookup.isPending || lookup.isFetching}
          status={status}
          blocked={status !== null && signupSendBlocked(status.status)}
          sending={send.isPending}
          onBack={back}
          onConfirm={confirm}
          onRetry={retry}
        />
      ) : null}
      {step === 4 && sent ? (
        <div className="ov:flex ov:flex-col ov:gap-4">
          <StepHeading ref={stepHeading} tabIndex={-1} className="ov:text-lg ov:font-semibold ov:text-text">
            {labels.signup.stepReceived}
          </StepHeading>
          <Alert tone="success">
            {isAdministrador && signupSucceeded(sent.status)
              ? labels.signup.administratorReceived
              : signupResultMessage(sent.status, sent.code, messages)}
          </Alert>
          {backLink}
        </div>
      ) : null}
    </AccountPanel>
  );
}
