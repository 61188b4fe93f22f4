"use client";

import { useMessages, usePortal } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";
import { decodeUser } from "./decodeUser";

export interface ValidationSuccessProps {
  /** The `user` query parameter: the user's name in base64. */
  user?: string | null;
  headingLevel?: 1 | 2 | 3;
}

/** /user-validation: greets the user, says the registration succeeded, 'Ingresar' to login. */
export function ValidationSuccess({ user, headingLevel }: ValidationSuccessProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).validation;
  const name = decodeUser(user);
  return (
    <AccountPanel widget="ValidationSuccess" heading={labels.successHeading} headingLevel={headingLevel}>
      <p className="ov:text-lg ov:font-semibold ov:text-text">
        {name ? formatMessage(labels.greeting, { name }) : labels.greetingAnonymous}
      </p>
      <Alert tone="success">{labels.success}</Alert>
      <PortalLink to={links.login()} variant="primary" className="ov:self-start">
        {labels.enter}
      </PortalLink>
    </AccountPanel>
  );
}
