"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { signupSendBlocked } from "../../domain";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { SignupCodeStep } from "./SignupCodeStep";
import { SignupReceived } from "./SignupReceived";
import { SignupStart } from "./SignupStart";
import { SignupStepList } from "./SignupStepList";
import { SignupSummary } from "./SignupSummary";
import { emptySignupForm, type SignupFormState, signupSchema } from "./signupForm";
import { useSignupFlow } from "./useSignupFlow";

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

/**
 * Signup in the spec's three steps plus one: 'Datos de Usuario' (the form) → 'Verificación'
 * (the one-time code sent to the contact on file) → 'Resumen' (the data and the contracts
 * found, 'Confirmar Datos') → 'Datos recibidos' (the result). The steps live here (their
 * moves in useSignupFlow); leaving goes through the provider's navigate.
 */
export function SignupWizard({ administrator = false, contactEmail, onSuccess, headingLevel = 2 }: SignupWizardProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const schema = React.useCallback((values: SignupFormState) => signupSchema(values, messages), [messages]);
  const form = useFormState({ initialValues: emptySignupForm(administrator), schema });
  const flow = useSignupFlow(form, onSuccess);
  const { step, data, sent, code, lookup, status } = flow;
  const isAdministrador = form.values.isAdministradorFinca;

  const title = isAdministrador ? labels.signup.administratorTitle : labels.signup.customerTitle;
  const backLink = (
    <PortalLink to={links.login()} variant="link">
      {labels.back}
    </PortalLink>
  );

  return (
    <AccountPanel widget="SignupWizard" heading={title} headingLevel={headingLevel} className="ov:max-w-3xl">
      <SignupStepList step={step} />
      {step === 1 ? <SignupStart form={form} contactEmail={contactEmail} onNext={flow.next} back={backLink} /> : null}
      {step === 2 && data ? (
        <SignupCodeStep
          headingRef={flow.stepHeading}
          headingLevel={(headingLevel + 1) as 2 | 3}
          administrator={isAdministrador}
          request={flow.codeRequest}
          resent={flow.resent}
          wrongCode={flow.wrongCode}
          checking={code !== null && lookup.isFetching}
          onVerify={flow.verify}
          onResend={flow.resend}
          onBack={flow.back}
        />
      ) : null}
      {step === 3 && data ? (
        <SignupSummary
          headingRef={flow.stepHeading}
          headingLevel={(headingLevel + 1) as 2 | 3}
          data={data}
          administrator={isAdministrador}
          contracts={lookup.data ?? undefined}
          loading={lookup.isPending || lookup.isFetching}
          status={status}
          blocked={status !== null && signupSendBlocked(status.status)}
          sending={flow.sending}
          onBack={flow.back}
          onConfirm={flow.confirm}
          onRetry={flow.retry}
        />
      ) : null}
      {step === 4 && sent ? (
        <SignupReceived
          headingRef={flow.stepHeading}
          headingLevel={headingLevel}
          administrator={isAdministrador}
          sent={sent}
          back={backLink}
        />
      ) : null}
    </AccountPanel>
  );
}
