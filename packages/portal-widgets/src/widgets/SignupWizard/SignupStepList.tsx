"use client";

import { useMessages } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import type { SignupStep } from "./useSignupFlow";

/** The four steps' names, the current one marked for the eye and for assistive technology. */
export function SignupStepList({ step }: { step: SignupStep }) {
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const stepNames = [labels.signup.stepUserData, labels.signup.stepCode, labels.signup.stepSummary, labels.signup.stepReceived];
  return (
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
  );
}
