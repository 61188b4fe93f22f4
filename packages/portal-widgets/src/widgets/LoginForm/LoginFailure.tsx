"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { WithQueryClient } from "../../core/react/WithQueryClient";
import { loginErrorMessage, loginOffersConnectionCheck, loginOffersResendValidation } from "../../domain";
import { loginMessages } from "../../locales/es-ES/login";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";
import { type CallFailure, tooManyAttemptsMessage } from "../shared/account/callFailure";

// Shown only after a failure that may be the connection (470 and above): a chunk of its own,
// with its queries, so the login page's first load stays small.
const ConnectionCheck = React.lazy(() =>
  import("../shared/connectionCheck/ConnectionCheck").then((module) => ({ default: module.ConnectionCheck })),
);

export interface LoginFailureProps {
  /** The failed login's code; null while there is none to show. */
  failedCode: number | null;
  failure: CallFailure | null;
}

/** Why the login failed: the code's message (a 429's wait in the server's words), the link
 * for a new validation e-mail where it helps, and the connection diagnostic from 470 up. */
export function LoginFailure({ failedCode, failure }: LoginFailureProps) {
  const { links, locale } = usePortal();
  const messages = useMessages();
  const serverMessage = failure ? tooManyAttemptsMessage(failure, locale, messages) : undefined;
  return (
    <>
      <div aria-live="polite">
        {failedCode !== null ? (
          <Alert tone="error" className="ov:flex ov:flex-col ov:gap-2">
            <p>{serverMessage ?? loginErrorMessage(failedCode, messages)}</p>
            {loginOffersResendValidation(failedCode) ? (
              <PortalLink to={links.resendValidation()} className="ov:font-semibold ov:underline">
                {textsOf(messages, loginMessages).resendValidationLink}
              </PortalLink>
            ) : null}
          </Alert>
        ) : null}
      </div>
      {failedCode !== null && loginOffersConnectionCheck(failedCode) ? (
        <React.Suspense fallback={null}>
          {/* The login page may open without the QueryClient; the diagnostic queries. */}
          <WithQueryClient>
            <ConnectionCheck />
          </WithQueryClient>
        </React.Suspense>
      ) : null}
    </>
  );
}
