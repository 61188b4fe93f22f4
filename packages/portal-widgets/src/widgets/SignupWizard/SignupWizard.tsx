"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { signupResultMessage, signupSendBlocked, signupSucceeded } from "../../domain";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/labels/account";
import { labelsOf } from "../../locales/labels/area";
import { homeFrameArea } from "../../locales/labels/homeFrame";
import { Alert } from "../../ui/Alert";
import { CheckboxField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { callFailure, isConnectionFailure } from "../shared/account/callFailure";
import { SignupSummary } from "./SignupSummary";
import { SignupUserData } from "./SignupUserData";
import { emptySignupForm, type SignupData, type SignupFormState, signupSchema, variantOf } from "./signupForm";
import { type SignupOutcome, useSignupContracts, useSignupSend } from "./useSignupWizard";

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

type Step = 1 | 2 | 3;

/**
 * Signup in three steps: 'Datos de Usuario' (the form) → 'Resumen' (the data and the
 * contracts found, 'Confirmar Datos') → 'Datos recibidos' (the result). The steps live
 * here; leaving goes through the provider's navigate.
 */
export function SignupWizard({ administrator = false, contactEmail, onSuccess, headingLevel = 2 }: SignupWizardProps) {
  const StepHeading = `h${headingLevel + 1}` as "h2" | "h3";
  const { links } = usePortal();
  const messages = useMessages();
  const labels = labelsOf(messages, accountArea);
  const schema = React.useCallback((values: SignupFormState) => signupSchema(values, messages), [messages]);
  const form = useFormState({ initialValues: emptySignupForm(administrator), schema });
  const [step, setStep] = React.useState<Step>(1);
  const [data, setData] = React.useState<SignupData | null>(null);
  const [sent, setSent] = React.useState<SignupOutcome | null>(null);
  const isAdministrador = form.values.isAdministradorFinca;
  const variant = variantOf(form.values);
  const contracts = useSignupContracts(step === 2 ? data : null, variant);
  const send = useSignupSend();
  const stepHeading = React.useRef<HTMLHeadingElement>(null);

  // A new step's heading takes the focus, so keyboard and screen-reader users start there.
  React.useEffect(() => {
    if (step !== 1) stepHeading.current?.focus();
  }, [step]);

  const lookup = contracts.query;
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

  const next = form.handleSubmit((output, values) => {
    // Document numbers are upper-cased on advancing, on screen too.
    form.setValues({ ...values, idDoc: output.idDoc, ownerCif: output.ownerCif });
    setData(output);
    setSent(null);
    setStep(2);
  });

  const back = () => {
    contracts.clear();
    setSent(null);
    setStep(1);
  };

  const sendData = () => {
    if (!data) return;
    send.mutate(
      { data, variant },
      {
        onSuccess: (outcome) => {
          setSent(outcome);
          if (signupSucceeded(outcome.status)) {
            setStep(3);
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
  const stepNames = [labels.signup.stepUserData, labels.signup.stepSummary, labels.signup.stepReceived];
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
              <p>
                {formatMessage(labels.signup.administratorContactEmail, {
                  email: contactEmail ?? labelsOf(messages, homeFrameArea).company.email,
                })}
              </p>
            </Alert>
          ) : null}
          <SignupUserData form={form} onNext={next} back={backLink} />
        </>
      ) : null}
      {step === 2 && data ? (
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
      {step === 3 && sent ? (
        <div className="ov:flex ov:flex-col ov:gap-4">
          <StepHeading ref={stepHeading} tabIndex={-1} className="ov:text-lg ov:font-semibold ov:text-text">
            {labels.signup.stepReceived}
          </StepHeading>
          <Alert tone="success">{signupResultMessage(sent.status, sent.code, messages)}</Alert>
          {backLink}
        </div>
      ) : null}
    </AccountPanel>
  );
}
