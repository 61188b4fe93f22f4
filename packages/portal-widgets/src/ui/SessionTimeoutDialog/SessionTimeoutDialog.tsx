"use client";

import { useEffect, useRef, useState } from "react";
import { formatMessage } from "../../locales";
import { Button } from "../Button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../Dialog";

export interface SessionTimeoutTexts {
  title: string;
  description: string;
  stay: string;
  logout: string;
  /** {{time}} as m:ss. */
  countdown: string;
  /** {{seconds}}. */
  remaining: string;
}

export interface SessionTimeoutDialogProps {
  /** When the session expires (epoch ms); null hides the dialog. */
  expiresAt: number | null;
  texts: SessionTimeoutTexts;
  /** 'Seguir conectado', and Escape: dismissing the warning is a sign the customer is there. */
  onStay: () => void;
  onLogout: () => void;
  now?: () => number;
}

/** The seconds left at which the polite live region speaks: a screen reader hears the dialog
 * open (title and description), then these, not a number every second. */
const ANNOUNCE_AT = [30, 10] as const;

/**
 * The idle timeout's warning: a modal, alert-like dialog opened by the session,
 * not by a trigger. Focus goes to 'Seguir conectado' and back where it was on close (Radix's
 * focus scope). The visible countdown ticks every second; the announced one does not.
 */
export function SessionTimeoutDialog({ expiresAt, texts, onStay, onLogout, now = Date.now }: SessionTimeoutDialogProps) {
  const open = expiresAt !== null;
  const stayButton = useRef<HTMLButtonElement>(null);
  // Radix gives focus back to a Trigger, and this dialog has none: it opens by itself while
  // the customer was somewhere on the page, and focus goes back there.
  const returnFocus = useRef<HTMLElement | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(id);
  }, [open]);

  const secondsLeft = expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now()) / 1000));
  const announced = ANNOUNCE_AT.find((mark) => secondsLeft <= mark && secondsLeft > mark - 10);
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, "0")}`;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent
        role="alertdialog"
        className="ov-session-timeout"
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current = deepActiveElement();
          stayButton.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocus.current?.isConnected) returnFocus.current.focus();
          returnFocus.current = null;
        }}
      >
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
        <p className="ov-session-timeout__countdown ov:text-2xl ov:font-semibold ov:tabular-nums" aria-hidden="true">
          {formatMessage(texts.countdown, { time })}
        </p>
        <p className="ov:sr-only" role="status" aria-live="polite" aria-atomic="true">
          {announced === undefined ? "" : formatMessage(texts.remaining, { seconds: announced })}
        </p>
        <DialogFooter>
          <Button variant="secondary" onClick={onLogout}>
            {texts.logout}
          </Button>
          <Button ref={stayButton} onClick={onStay}>
            {texts.stay}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The focused element, looking into shadow roots (the CMS embed). */
function deepActiveElement(): HTMLElement | null {
  let active = typeof document === "undefined" ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
