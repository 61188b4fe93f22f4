"use client";

import type * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import { signupResultMessage, signupSucceeded } from "../../domain";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import type { SignupOutcome } from "./useSignupWizard";

export interface SignupReceivedProps {
  headingRef: React.Ref<HTMLHeadingElement>;
  headingLevel: 1 | 2;
  administrator: boolean;
  sent: SignupOutcome;
  back: React.ReactNode;
}

/** Step 4 'Datos recibidos': the server's answer to the signup. */
export function SignupReceived({ headingRef, headingLevel, administrator, sent, back }: SignupReceivedProps) {
  const StepHeading = `h${headingLevel + 1}` as "h2" | "h3";
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  return (
    <div className="ov:flex ov:flex-col ov:gap-4">
      <StepHeading ref={headingRef} tabIndex={-1} className="ov:text-lg ov:font-semibold ov:text-text">
        {labels.signup.stepReceived}
      </StepHeading>
      <Alert tone="success">
        {administrator && signupSucceeded(sent.status)
          ? labels.signup.administratorReceived
          : signupResultMessage(sent.status, sent.code, messages)}
      </Alert>
      {back}
    </div>
  );
}
