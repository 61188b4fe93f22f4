"use client";

import * as React from "react";
import { useIsomorphicLayoutEffect } from "../../core/react/useIsomorphicLayoutEffect";
import { signupSendBlocked, signupSucceeded } from "../../domain";
import { callFailure, isConnectionFailure } from "../shared/account/callFailure";
import type { SignupForm } from "./SignupUserData";
import { type SignupData, variantOf } from "./signupForm";
import { type CodeRequestOutcome, type SignupOutcome, useSignupCodeRequest, useSignupContracts, useSignupSend } from "./useSignupWizard";

export type SignupStep = 1 | 2 | 3 | 4;

/** The status of a code the server refused (SignupVerification.wrongCode). */
const WRONG_CODE = 461;

type OnSignupSuccess = ((result: { status: number; administrator: boolean }) => void) | undefined;
type Lookup = ReturnType<typeof useSignupContracts>["query"];

/** The wizard's state: the step shown and what the earlier steps handed on. */
function useSignupState() {
  const [step, setStep] = React.useState<SignupStep>(1);
  const [data, setData] = React.useState<SignupData | null>(null);
  const [sent, setSent] = React.useState<SignupOutcome | null>(null);
  const [code, setCode] = React.useState<string | null>(null);
  const [codeRequest, setCodeRequest] = React.useState<CodeRequestOutcome | undefined>(undefined);
  const [resent, setResent] = React.useState(false);
  const [wrongCode, setWrongCode] = React.useState(false);
  return {
    step,
    setStep,
    data,
    setData,
    sent,
    setSent,
    code,
    setCode,
    codeRequest,
    setCodeRequest,
    resent,
    setResent,
    wrongCode,
    setWrongCode,
  };
}

type SignupState = ReturnType<typeof useSignupState>;

/** A new step's heading takes the focus, so keyboard and screen-reader users start there.
 * A layout effect focuses it in the commit that shows it: a passive effect runs later,
 * and a step opened by an answer (the code's check) would show its heading unfocused. */
function useStepHeadingFocus(step: SignupStep) {
  const stepHeading = React.useRef<HTMLHeadingElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (step !== 1) stepHeading.current?.focus();
  }, [step]);
  return stepHeading;
}

/** The typed code is checked by the summary's lookup: a refused one stays on the code step
 * (with what was typed), any other answer opens the summary, which shows it. */
function useCodeCheck({ step, code, setWrongCode, setCode, setStep }: SignupState, lookup: Lookup) {
  const lookupRefusedCode = lookup.isError && callFailure(lookup.error).status === WRONG_CODE;
  React.useEffect(() => {
    if (step !== 2 || code === null || lookup.isFetching) return;
    if (lookupRefusedCode) {
      setWrongCode(true);
      setCode(null);
    } else if (lookup.isSuccess || lookup.isError) {
      setStep(3);
    }
  }, [step, code, lookup.isFetching, lookup.isSuccess, lookup.isError, lookupRefusedCode, setWrongCode, setCode, setStep]);
}

/** No contract found (an empty list, or a 204) is the spec's status 0: it blocks the send.
 * A lookup that got no answer at all is told apart: the customer may try again. */
function lookupStatus(lookup: Lookup): SignupOutcome | null {
  if (lookup.isError) return isConnectionFailure(lookup.error) ? { status: 0, offline: true } : callFailure(lookup.error);
  return lookup.isSuccess && (lookup.data?.cupsAsociados.select.length ?? 0) === 0 ? { status: 0 } : null;
}

/** Steps 1 and 2: the form hands its data on and asks for the one-time code; the code step
 * checks a typed code or goes back. */
function useCodeSteps(state: SignupState, form: SignupForm, contracts: ReturnType<typeof useSignupContracts>) {
  const requestCode = useSignupCodeRequest();
  const variant = variantOf(form.values);

  const askForCode = (output: SignupData, again: boolean) => {
    state.setCodeRequest(undefined);
    state.setResent(again);
    state.setWrongCode(false);
    requestCode.mutate({ data: output, variant }, { onSuccess: state.setCodeRequest });
  };

  const next = form.handleSubmit((output, values) => {
    // Document numbers are upper-cased on advancing, on screen too.
    form.setValues({ ...values, idDoc: output.idDoc, ownerCif: output.ownerCif });
    state.setData(output);
    state.setSent(null);
    state.setCode(null);
    state.setStep(2);
    askForCode(output, false);
  });

  const back = () => {
    contracts.clear();
    state.setSent(null);
    state.setCode(null);
    state.setWrongCode(false);
    state.setStep((current) => (current === 3 ? 2 : 1));
  };

  const verify = (typed: string) => {
    contracts.clear();
    state.setWrongCode(false);
    state.setCode(typed);
  };

  const resend = () => {
    if (state.data) askForCode(state.data, true);
  };

  return { next, back, verify, resend };
}

/** Step 3: the confirmed data sent, and the retry after a failed connection. */
function useSummaryStep(state: SignupState, form: SignupForm, lookup: Lookup, back: () => void, onSuccess: OnSignupSuccess) {
  const send = useSignupSend();
  const { data, code, sent, setSent, setWrongCode, setStep } = state;
  const status = sent ?? lookupStatus(lookup);

  const sendData = () => {
    if (!data || !code) return;
    send.mutate(
      { data, variant: variantOf(form.values), code },
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
            onSuccess?.({ status: outcome.status, administrator: form.values.isAdministradorFinca });
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

  return { status, sending: send.isPending, confirm, retry };
}

/** The wizard's steps and what moves between them; the screens only show and call back. */
export function useSignupFlow(form: SignupForm, onSuccess: OnSignupSuccess) {
  const state = useSignupState();
  const { step, data, code } = state;
  const contracts = useSignupContracts(step >= 2 && step <= 3 ? data : null, code, variantOf(form.values));
  const lookup = contracts.query;
  const stepHeading = useStepHeadingFocus(step);
  useCodeCheck(state, lookup);
  const codeSteps = useCodeSteps(state, form, contracts);
  const summary = useSummaryStep(state, form, lookup, codeSteps.back, onSuccess);
  return { ...state, lookup, stepHeading, ...codeSteps, ...summary };
}
