"use client";

import * as React from "react";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { textareaCount } from "../../domain";
import { LIMITS } from "../../forms/rules";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../locales";
import { commonMessages } from "../../locales/es-ES/common";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { issuesMessages } from "../../locales/es-ES/issues";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { TextareaField, TextField } from "../../ui/Field";
import { PortalLink } from "../../ui/PortalLink";
import { Spinner } from "../../ui/Spinner";
import { DraftNotice } from "../shared/drafts/DraftNotice";
import { IssueChoiceFields } from "./IssueChoiceFields";
import { IssueSent } from "./IssueSent";
import { useIssueForm } from "./useIssueForm";

export interface IssueFormProps {
  /** Level of the form's heading; 1 by default. */
  headingLevel?: 1 | 2 | 3;
  /** After the server created the request (201), with its code. */
  onSuccess?: (result: { issueId: string }) => void;
  className?: string;
}

const backLink = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/**
 * 'Crear Solicitud' (part 1 §2): a new support request on one of the user's supply points.
 * A failed send keeps everything typed and can be retried safely: the retry carries the same
 * Idempotency-Key, so the server never records the request twice.
 */
export function IssueForm({ headingLevel = 1, className, onSuccess }: IssueFormProps) {
  const { links, messages } = usePortal();
  const labels = textsOf(messages, homeArea).issueForm;
  const issueTexts = useTexts(issuesMessages);
  const fields = useTexts(fieldsMessages);
  const issue = useIssueForm(onSuccess);
  const { form, sendState } = issue;
  const Heading = `h${headingLevel}` as const;
  const bind = form.field;

  const loadFailed = issue.categories.failed || issue.contracts.failed || issue.subcategories.failed;
  return (
    <div className={cn("ov-root ov-issue-form ov:flex ov:max-w-3xl ov:flex-col ov:gap-4", className)} data-ov-widget="IssueForm">
      <Heading className="ov:text-2xl ov:font-bold ov:text-text">{labels.heading}</Heading>

      {sendState.status === "sent" ? null : <DraftNotice draft={issue.draft} />}
      {sendState.status === "sent" ? (
        <IssueSent issueId={sendState.issueId} />
      ) : (
        <form {...form.formProps} onSubmit={issue.submit} className="ov:flex ov:flex-col ov:gap-4" aria-busy={form.submitting || undefined}>
          {issue.categories.loading || issue.contracts.loading ? <Spinner label={labels.loading} /> : null}
          {loadFailed ? <Alert tone="error">{textsOf(messages, commonMessages).retryLater}</Alert> : null}
          <TextField label={fields.asunto} required {...bind("title")} />
          <IssueChoiceFields issue={issue} />
          <TextareaField
            label={fields.descripcion}
            required
            rows={6}
            hint={formatMessage(labels.descriptionCount, {
              count: textareaCount(form.values.description),
              max: LIMITS.issueDescriptionMax,
            })}
            {...bind("description")}
          />

          {sendState.status === "error" ? <Alert tone="error">{sendState.message ?? issueTexts.error}</Alert> : null}

          <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-4">
            <Button type="submit" busy={form.submitting}>
              {labels.submit}
            </Button>
            <PortalLink to={links.home()} className={backLink}>
              {labels.back}
            </PortalLink>
          </div>
        </form>
      )}
    </div>
  );
}
