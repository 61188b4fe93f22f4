"use client";

import type * as React from "react";
import { useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { accountArea } from "../../locales/es-ES/labels/account";
import { tokenPagesMessages } from "../../locales/es-ES/tokenPages";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { Spinner } from "../../ui/Spinner";
import { AccountPanel, Actions, NoticeWithLinks } from "../shared/account/AccountPanel";
import { useEmailLinkToken } from "../shared/account/useEmailLinkToken";
import { useVerifyEmail } from "./useVerifyEmail";

export interface VerifyEmailProps {
  /** The `token` query parameter of the e-mailed link. */
  token?: string | null;
  /** After the address was verified (204). */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/**
 * Verify an e-mail address from its link. The token is checked when the page opens
 * (validateEmailToken, part 1 §4): a dead link shows 'Solicitar nuevo enlace' at once.
 * A live one offers 'Confirmar', which sends it; 204 is success ('Acceder'), anything
 * else means the link expired ('Solicitar nuevo enlace', 'Volver a intentar').
 */
export function VerifyEmail({ token: rawToken, onSuccess, headingLevel }: VerifyEmailProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).verifyEmail;
  const tokenTexts = useTexts(tokenPagesMessages);
  const token = rawToken?.trim() ?? "";
  const link = useEmailLinkToken(token);
  const verify = useVerifyEmail();
  const result = verify.data;

  const confirm = () => {
    if (verify.isPending || token === "") return;
    verify.mutate(token, { onSuccess: (outcome) => (outcome.ok ? onSuccess?.() : undefined) });
  };

  const loginLink = (
    <PortalLink to={links.login()} variant="link">
      {labels.login}
    </PortalLink>
  );
  const newLink = (
    <PortalLink to={links.resendValidation()} variant="link">
      {tokenTexts.requestNewLink}
    </PortalLink>
  );

  let body: React.ReactNode;
  if (result === undefined && link === "checking") {
    body = <Spinner label={labels.checking} />;
  } else if (token === "" || (result === undefined && link === "expired")) {
    body = (
      <NoticeWithLinks tone="error" links={[{ to: links.resendValidation(), label: tokenTexts.requestNewLink }]}>
        {tokenTexts.expired}
      </NoticeWithLinks>
    );
  } else if (result?.ok) {
    body = (
      <NoticeWithLinks tone="success" links={[{ to: links.login(), label: labels.login }]}>
        {tokenTexts.emailVerified}
      </NoticeWithLinks>
    );
  } else if (result) {
    body = (
      <>
        <Alert tone="error">{tokenTexts.expired}</Alert>
        <Actions>
          <Button variant="secondary" busy={verify.isPending} onClick={confirm}>
            {labels.retry}
          </Button>
          {newLink}
          {loginLink}
        </Actions>
      </>
    );
  } else {
    body = (
      <>
        <p className="ov:text-sm ov:text-text">{labels.intro}</p>
        <Actions>
          <Button busy={verify.isPending} onClick={confirm}>
            {labels.confirm}
          </Button>
          {loginLink}
        </Actions>
      </>
    );
  }

  return (
    <AccountPanel widget="VerifyEmail" heading={labels.heading} headingLevel={headingLevel}>
      {body}
    </AccountPanel>
  );
}
