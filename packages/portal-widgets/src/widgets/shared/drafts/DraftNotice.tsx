"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { draftsArea } from "../../../locales/es-ES/labels/drafts";
import { formatMessage } from "../../../locales/format";
import { Button } from "../../../ui/Button";
import type { FormDraft } from "./useFormDraft";

/**
 * 'Hemos recuperado tu borrador', with 'Descartar borrador' and, once discarded, 'Deshacer'.
 * The status region is on screen (empty) from the start, so screen readers announce the
 * text when it arrives; the buttons sit outside it, so they are not read out as part of
 * the message. Focus moves to the button that replaces the one just pressed.
 */
export function DraftNotice({ draft, className }: { draft: FormDraft; className?: string }) {
  const labels = useTexts(draftsArea);
  const { notice } = draft;
  const undoRef = React.useRef<HTMLButtonElement>(null);
  const discardRef = React.useRef<HTMLButtonElement>(null);
  const moved = React.useRef(false);
  React.useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (notice.status === "discarded" ? undoRef : discardRef).current?.focus();
  }, [notice.status]);

  const visible = notice.status !== "none";
  return (
    <div
      data-slot="draft-notice"
      className={cn(
        visible &&
          "ov-draft-notice ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2 ov:rounded-[var(--ov-radius-control)] ov:border ov:border-primary ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm ov:text-text",
        className,
      )}
    >
      <p role="status" className="ov:flex-1">
        {notice.status === "recovered" ? (
          <>
            <strong>{labels.recovered}</strong>{" "}
            {formatMessage(labels.recoveredDetail, { date: day(notice.savedAt), time: time(notice.savedAt) })}
          </>
        ) : notice.status === "discarded" ? (
          labels.discarded
        ) : null}
      </p>
      {notice.status === "recovered" ? (
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button
            ref={discardRef}
            variant="secondary"
            onClick={() => {
              moved.current = true;
              draft.discard();
            }}
          >
            {labels.discard}
          </Button>
          <Button variant="link" onClick={draft.dismiss}>
            {labels.dismiss}
          </Button>
        </div>
      ) : notice.status === "discarded" ? (
        <div className="ov:flex ov:flex-wrap ov:gap-2">
          <Button
            ref={undoRef}
            variant="secondary"
            onClick={() => {
              moved.current = true;
              draft.undo();
            }}
          >
            {labels.undo}
          </Button>
          <Button variant="link" onClick={draft.dismiss}>
            {labels.dismiss}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const two = (n: number) => String(n).padStart(2, "0");
function day(ms: number): string {
  const date = new Date(ms);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}
function time(ms: number): string {
  const date = new Date(ms);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
