"use client";

import * as React from "react";
import { cn } from "../../lib/cn";
import { IssueDetail } from "./IssueDetail";
import { IssuesList } from "./IssuesList";

export interface IssuesViewProps {
  /** Opens on this request's detail (a deep link); without it the list shows first. */
  issueId?: string;
  /** Told when the user opens or leaves a detail, so a host can keep its URL in step. */
  onIssueChange?: (issueId: string | null) => void;
  /** Level of the screen's heading; 1 by default. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The support requests screen (/issues, part 1 §2): the list 'Solicitudes', and the detail
 * of a selected request. Selecting and unselecting switch between them (part 1 §4); 'Volver'
 * goes from the detail to the list and from the list to the home.
 */
export function IssuesView({ issueId, onIssueChange, headingLevel = 1, className }: IssuesViewProps) {
  const [selected, setSelected] = React.useState<string | null>(issueId ?? null);
  const [returnFocusTo, setReturnFocusTo] = React.useState<string | null>(null);
  const [userNavigated, setUserNavigated] = React.useState(false);

  // The host may change the deep link (its back button): follow it.
  React.useEffect(() => setSelected(issueId ?? null), [issueId]);

  const select = (id: string | null) => {
    setUserNavigated(true);
    setReturnFocusTo(id === null ? selected : null);
    setSelected(id);
    onIssueChange?.(id);
  };

  return (
    <div className={cn("ov-root ov-issues-view", className)} data-ov-widget="IssuesView">
      {selected === null ? (
        <IssuesList headingLevel={headingLevel} onSelect={select} returnFocusTo={returnFocusTo} />
      ) : (
        <IssueDetail issueId={selected} headingLevel={headingLevel} onBack={() => select(null)} takeFocus={userNavigated} />
      )}
    </div>
  );
}
