"use client";

import { useMutation } from "@tanstack/react-query";
import type * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { contactDetailsArea } from "../../locales/es-ES/labels/contactDetails";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel, Actions, NoticeWithLinks } from "../shared/account/AccountPanel";
import { outcomeOf } from "../shared/account/callFailure";

export interface ContactEmailLinkProps {
  /** `confirm`: the link sent to a new address; `undo`: the one sent to the old address. */
  action: "confirm" | "undo";
  /** The `token` query parameter of the e-mailed link. */
  token?: string | null;
  headingLevel?: 1 | 2 | 3;
}

/**
 * The pages of the 'Datos de contacto' e-mail links. Opening the page changes nothing (mail
 * scanners open links); the button sends the token. A bad, used or expired link says so.
 */
export function ContactEmailLink({ action, token: rawToken, headingLevel }: ContactEmailLinkProps) {
  const { client, links } = usePortal();
  const texts = useTexts(contactDetailsArea);
  const t = texts.contactLink;
  const token = rawToken?.trim() ?? "";
  const send = useMutation({
    mutationFn: () =>
      outcomeOf(
        () => client.call(action === "confirm" ? "emailConfirm" : "emailUndo", { body: { token } }),
        () => 200,
      ),
  });
  const result = send.data;
  const loginLink = { to: links.login(), label: t.login };

  let body: React.ReactNode;
  if (token === "" || (result && !result.ok && result.status !== 0 && result.status < 500)) {
    body = (
      <NoticeWithLinks tone="error" links={[loginLink]}>
        {t.invalid}
      </NoticeWithLinks>
    );
  } else if (result?.ok) {
    body = (
      <NoticeWithLinks tone="success" links={[loginLink]}>
        {action === "confirm" ? t.confirmed : t.undone}
      </NoticeWithLinks>
    );
  } else {
    body = (
      <>
        <p className="ov:text-sm ov:text-text">{action === "confirm" ? t.confirmIntro : t.undoIntro}</p>
        {result && !result.ok ? <Alert tone="error">{texts.contactDetails.error}</Alert> : null}
        <Actions>
          <Button busy={send.isPending} onClick={() => (send.isPending ? undefined : send.mutate())}>
            {action === "confirm" ? t.confirm : t.undo}
          </Button>
          <PortalLink to={links.login()} variant="link">
            {t.login}
          </PortalLink>
        </Actions>
      </>
    );
  }

  return (
    <AccountPanel widget="ContactEmailLink" heading={action === "confirm" ? t.confirmHeading : t.undoHeading} headingLevel={headingLevel}>
      {body}
    </AccountPanel>
  );
}
