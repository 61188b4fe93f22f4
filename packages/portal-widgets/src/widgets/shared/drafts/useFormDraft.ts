"use client";

import * as React from "react";
import { usePortal, useSession } from "../../../core/react/portalHooks";
import type { DraftValues } from "../../../core/session/drafts";
import { sessionOwner } from "../../../core/session/sessionOwner";

/** Typing pauses this long before the draft is written: not a write per key. */
export const DRAFT_SAVE_DELAY_MS = 500;

export type DraftNoticeState =
  | { status: "none" }
  | { status: "recovered"; savedAt: number }
  | { status: "discarded"; savedAt: number; values: DraftValues };

export interface FormDraftOptions {
  /** The draft's name, per form and, where the fields differ, per subject ("issue",
   * "meterReading:100001"). */
  form: string;
  /** The form's values; the first ones seen are the empty form. */
  values: Record<string, string | boolean>;
  /** Puts a draft's values into the form. */
  restore: (values: DraftValues) => void;
  /** Empties the form. */
  reset: () => void;
}

/**
 * Keeps what the user types in a form as a draft of theirs (core/session/drafts.ts) and,
 * when the form opens with one, puts it back and says so. Restoring without asking is
 * deliberate: the point is that a customer whose session ended loses nothing, including
 * one who does not read the notice; the notice offers to discard it, with an undo.
 *
 * The draft is written after a pause in typing, at once when the session expires, and on
 * leaving the form or the page while the same session is on. A logout drops it (with every draft);
 * `clear()` drops it after a successful send.
 */
export function useFormDraft({ form, values, restore, reset }: FormDraftOptions) {
  const { session, drafts } = usePortal();
  const state = useSession();
  const owner = React.useMemo(
    () => sessionOwner(state),
    // Only what sessionOwner reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.accessToken, state.email, state.isAdministrador, state.profile],
  );
  const [notice, setNotice] = React.useState<DraftNoticeState>({ status: "none" });
  const latest = React.useRef({ restore, reset });
  latest.current = { restore, reset };
  // The empty form: nothing to keep until the values differ from it.
  const blank = React.useRef(values);

  const pending = React.useRef<{ owner: string; values: DraftValues } | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = React.useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = React.useCallback(() => {
    clearTimeout(timer.current);
    const save = pending.current;
    pending.current = null;
    if (save) drafts.save(save.owner, form, save.values);
  }, [drafts, form]);

  // Offered back once, as soon as the form knows whose it is.
  const offered = React.useRef(false);
  React.useEffect(() => {
    if (offered.current || owner === null) return;
    offered.current = true;
    const draft = drafts.load(owner, form);
    if (!draft) return;
    latest.current.restore(draft.values);
    setNotice({ status: "recovered", savedAt: draft.savedAt });
  }, [owner, form, drafts]);

  React.useEffect(() => {
    if (values === blank.current || owner === null) return;
    pending.current = { owner, values: textValues(values) };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [values, owner, flush]);

  React.useEffect(() => session.onSessionEnd((reason) => (reason === "expired" ? flush() : cancel())), [session, flush, cancel]);

  // Leaving the form, or the page (a reload, a closed tab that may be restored), while the
  // same session is on: write now rather than lose the last half second of typing.
  React.useEffect(() => {
    const flushIfSameSession = () => {
      const save = pending.current;
      if (save && sessionOwner(session.getState()) === save.owner) flush();
      else cancel();
    };
    window.addEventListener("pagehide", flushIfSameSession);
    return () => {
      window.removeEventListener("pagehide", flushIfSameSession);
      flushIfSameSession();
    };
  }, [session, flush, cancel]);

  const clear = React.useCallback(() => {
    cancel();
    if (owner !== null) drafts.remove(owner, form);
    setNotice({ status: "none" });
  }, [cancel, drafts, owner, form]);

  const discard = () => {
    if (notice.status !== "recovered") return;
    const kept = textValues(values);
    cancel();
    if (owner !== null) drafts.remove(owner, form);
    latest.current.reset();
    setNotice({ status: "discarded", savedAt: notice.savedAt, values: kept });
  };
  const undo = () => {
    if (notice.status !== "discarded") return;
    latest.current.restore(notice.values);
    setNotice({ status: "recovered", savedAt: notice.savedAt });
  };
  const dismiss = () => setNotice({ status: "none" });

  return { notice, discard, undo, dismiss, clear };
}

export type FormDraft = ReturnType<typeof useFormDraft>;

function textValues(values: Record<string, string | boolean>): DraftValues {
  const text: DraftValues = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") text[name] = value;
  return text;
}
