"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type * as React from "react";
import { useRef } from "react";
import { useAppearance, usePortal } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";

/** Radix Dialog, wrapped once (STYLE.md §5): modal, focus trapped, Escape closes. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** The × button's accessible name; no × when omitted. */
  closeLabel?: string;
  /** 42rem instead of 32rem, for tables of figures. A width in `className` would not do:
   * which of two max-width utilities wins depends on the stylesheet's order, not the class's. */
  wide?: boolean;
}

/**
 * The panel, portalled into the provider's container (inside the CMS shadow root) and
 * carrying `.ov-root` again, since it leaves the widget's tree. The overlay blurs the page
 * behind; Radix makes the rest of the page inert (aria-hidden, no pointer events) while open.
 */
export function DialogContent({
  className,
  style,
  children,
  closeLabel,
  wide = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { portalContainer } = usePortal();
  // Portalled out of the provider's theme scope: carry its colour scheme and variables along.
  const { style: themeStyle, elements } = useAppearance();
  // What had focus when the dialog opened, given back on close (WCAG 2.4.3): Radix gives
  // focus back only to a DialogTrigger, and a dialog opened from code (the contract details,
  // the session warning) left it on <body>. Read when Radix is about to move focus in.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal container={portalContainer ?? undefined}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="ov-root ov-dialog__overlay ov:fixed ov:inset-0 ov:z-50 ov:bg-text/40 ov:backdrop-blur-sm"
        style={themeStyle}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "ov-root ov-dialog ov:fixed ov:top-1/2 ov:left-1/2 ov:z-50 ov:flex ov:max-h-[90vh] ov:w-[calc(100vw-1rem)] ov:-translate-x-1/2 ov:-translate-y-1/2 ov:flex-col ov:gap-4 ov:overflow-y-auto ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:text-text ov:shadow-xl ov:sm:p-6",
          wide ? "ov:max-w-2xl" : "ov:max-w-lg",
          elements.dialog,
          className,
        )}
        style={{ ...themeStyle, ...style }}
        onOpenAutoFocus={(event) => {
          opener.current = focusedElement();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const element = opener.current;
          if (element?.isConnected) {
            event.preventDefault();
            element.focus();
          }
        }}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="ov:absolute ov:top-3 ov:right-3 ov:inline-flex ov:size-9 ov:items-center ov:justify-center ov:rounded-[var(--ov-radius-control)] ov:text-text-muted ov:hover:bg-surface-muted"
          >
            <span aria-hidden="true" className="ov:text-xl ov:leading-none">
              ×
            </span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The focused element; inside a shadow root (the CMS embed) the document only knows the
 * host element, so the search goes down through shadow roots. */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("ov:pr-10 ov:text-lg ov:font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn("ov:text-sm ov:text-text-muted", className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("ov:flex ov:flex-wrap ov:justify-end ov:gap-2", className)} {...props} />;
}
