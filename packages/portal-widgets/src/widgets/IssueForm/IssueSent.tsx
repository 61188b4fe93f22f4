"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { issuesMessages } from "../../locales/es-ES/issues";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";

const link = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/** The form is gone once sent: the focus moves to the confirmation so it is not lost. */
export function IssueSent({ issueId }: { issueId: string }) {
  const { links, messages } = usePortal();
  const labels = textsOf(messages, homeArea).issueForm;
  const issueTexts = useTexts(issuesMessages);
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => ref.current?.focus(), []);

  return (
    <div className="ov:flex ov:flex-col ov:gap-4">
      <div ref={ref} tabIndex={-1}>
        <Alert tone="success" data-slot="issue-sent">
          <p className="ov:font-semibold">{issueTexts.success}</p>
          <p>{formatMessage(issueTexts.successCode, { code: issueId })}</p>
          <p>{issueTexts.contactSoon}</p>
        </Alert>
      </div>
      <div className="ov:flex ov:flex-wrap ov:gap-4">
        <PortalLink to={links.issues()} className={link}>
          {labels.viewIssues}
        </PortalLink>
        <PortalLink to={links.home()} className={link}>
          {labels.back}
        </PortalLink>
      </div>
    </div>
  );
}
