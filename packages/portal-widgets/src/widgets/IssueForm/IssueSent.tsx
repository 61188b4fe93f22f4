"use client";

import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { labelsOf } from "../../locales/labels/area";
import { homeArea } from "../../locales/labels/home";
import { issuesMessages } from "../../locales/messageAreas/issues";
import { Alert } from "../../ui/Alert";
import { PortalLink } from "../../ui/PortalLink";
import { useMessageArea } from "../shared/messages/useMessageArea";

const link = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/** The form is gone once sent: the focus moves to the confirmation so it is not lost. */
export function IssueSent({ issueId }: { issueId: string }) {
  const { links, messages } = usePortal();
  const labels = labelsOf(messages, homeArea).issueForm;
  const issueTexts = useMessageArea(issuesMessages);
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
