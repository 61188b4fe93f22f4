"use client";

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { issueQueries } from "../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { decodeQuotes } from "../../domain";
import { formatMessage } from "../../locales";
import { commonMessages } from "../../locales/es-ES/common";
import { issuesMessages } from "../../locales/es-ES/issues";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { Spinner } from "../../ui/Spinner";
import { type Columns, DataTable } from "../../ui/Table";
import { issueValueText } from "../shared/issues/issueValues";

export interface IssuesListProps {
  headingLevel: 1 | 2 | 3;
  onSelect: (issueId: string) => void;
  /** After coming back from a detail: its 'Ver detalle' button gets the focus again. */
  returnFocusTo: string | null;
}

/** 'Solicitudes': the caller's support requests, each with a 'Ver detalle' button. */
export function IssuesList({ headingLevel, onSelect, returnFocusTo }: IssuesListProps) {
  const { client, links, messages } = usePortal();
  const labels = textsOf(messages, homeArea).issues;
  const issueTexts = useTexts(issuesMessages);
  const query = useQuery(issueQueries.list(client));
  const format = useFormat();
  const items = query.data?.items ?? [];
  const Heading = `h${headingLevel}` as const;
  const listRef = React.useRef<HTMLDivElement>(null);
  type Issue = (typeof items)[number];
  const columns: Columns<Issue> = [
    { id: "number", header: labels.columns.numero, role: "title", cellClassName: "ov:font-semibold", cell: (issue) => issue.id },
    // Older servers send no date: the column then stays blank.
    { id: "date", header: labels.columns.fecha, role: "title", cell: (issue) => (issue.fecha ? format.date(new Date(issue.fecha)) : "") },
    {
      id: "subject",
      header: labels.columns.asunto,
      role: "title",
      wide: true,
      cellClassName: "ov:max-w-md ov:break-words",
      cell: (issue) => decodeQuotes(issue.subject),
    },
    { id: "state", header: labels.columns.estado, role: "title", cell: (issue) => issueValueText(messages, "states", issue.status.name) },
    {
      id: "detail",
      header: labels.columns.detalles,
      role: "action",
      cell: (issue) => (
        <Button variant="link" className="ov:min-h-0 ov:py-0" data-issue-id={issue.id} onClick={() => onSelect(issue.id)}>
          {labels.viewDetail} <span className="ov:sr-only">{formatMessage(labels.ofIssue, { number: issue.id })}</span>
        </Button>
      ),
    },
  ];

  React.useEffect(() => {
    if (returnFocusTo === null || !query.isSuccess) return;
    const root = listRef.current;
    const buttons = Array.from(root?.querySelectorAll<HTMLElement>("[data-issue-id]") ?? []);
    const button = buttons.find((candidate) => candidate.dataset.issueId === returnFocusTo);
    (button ?? root?.querySelector<HTMLElement>("[data-slot=heading]"))?.focus();
  }, [returnFocusTo, query.isSuccess]);

  return (
    <div ref={listRef} className="ov:flex ov:flex-col ov:gap-4" data-slot="issues-list">
      <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-2">
        <Heading tabIndex={-1} data-slot="heading" className="ov:text-2xl ov:font-bold ov:text-text">
          {labels.listHeading}
        </Heading>
        <PortalLink to={links.newIssue()} variant="primary">
          {labels.newIssue}
        </PortalLink>
      </div>

      {query.isPending ? <Spinner label={labels.loading} /> : null}
      {query.isError ? <Alert tone="error">{textsOf(messages, commonMessages).retryLater}</Alert> : null}
      {query.isSuccess && items.length === 0 ? <Alert tone="info">{issueTexts.empty}</Alert> : null}
      {items.length > 0 ? (
        <DataTable
          label={labels.tableLabel}
          rowClassName="ov-issues-list__row"
          columns={columns}
          rows={items}
          rowKey={(issue) => issue.id}
        />
      ) : null}

      <PortalLink to={links.home()} className="ov:self-start ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2">
        {labels.back}
      </PortalLink>
    </div>
  );
}
