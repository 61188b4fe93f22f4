"use client";

import { useMessages, usePortal } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { accountArea } from "../../locales/es-ES/labels/account";
import { loginValidationLinkMessages } from "../../locales/es-ES/loginValidationLink";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel } from "../shared/account/AccountPanel";

export interface ValidationErrorProps {
  headingLevel?: 1 | 2 | 3;
}

/** /user-validation-error: a problem occurred, a link to resend the validation e-mail, and
 * support's phone if it persists. */
export function ValidationError({ headingLevel }: ValidationErrorProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  return (
    <AccountPanel widget="ValidationError" heading={labels.validation.errorHeading} headingLevel={headingLevel}>
      <Alert tone="error">{labels.validation.error}</Alert>
      <PortalLink to={links.resendValidation()} variant="link" className="ov:self-start">
        {textsOf(messages, loginValidationLinkMessages).resendValidationLink}
      </PortalLink>
      <p className="ov:text-sm ov:text-text">{formatMessage(labels.validation.persist, { phone: labels.supportPhone })}</p>
    </AccountPanel>
  );
}
