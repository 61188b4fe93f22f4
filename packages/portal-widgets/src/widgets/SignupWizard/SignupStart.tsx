"use client";

import type * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/es-ES/labels/account";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { CheckboxField } from "../../ui/Field";
import { type SignupForm, SignupUserData } from "./SignupUserData";
import { emptySignupForm } from "./signupForm";

export interface SignupStartProps {
  form: SignupForm;
  contactEmail: string | undefined;
  onNext: (event?: React.FormEvent) => void;
  back: React.ReactNode;
}

/** Step 1: the choice of variant, the administrators' note, and the user data form. */
export function SignupStart({ form, contactEmail, onNext, back }: SignupStartProps) {
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const isAdministrador = form.values.isAdministradorFinca;
  return (
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
      <SignupUserData form={form} onNext={onNext} back={back} />
    </>
  );
}
