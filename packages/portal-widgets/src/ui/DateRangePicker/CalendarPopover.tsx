"use client";

import * as Popover from "@radix-ui/react-popover";
import * as React from "react";
import { useAppearance, usePortal } from "../../core/react/portalHooks";
import { Calendar, type CalendarProps } from "./Calendar";

export interface CalendarPopoverProps extends CalendarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's calendar button, which stays in the page: the popover sits beside it, a
   * press on it is not an outside press, and focus goes back to it on closing. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  label: string;
}

/**
 * The calendar of one date field, in a popover anchored to the field's button. It is a chunk
 * of its own (react-day-picker, date-fns, Radix's popover and floating-ui), loaded by
 * DateField when its button is first pointed at, focused or pressed.
 */
export function CalendarPopover({ open, onOpenChange, trigger, label, ...calendar }: CalendarPopoverProps) {
  const { portalContainer } = usePortal();
  const themeStyle = useAppearance().style;
  // Radix returns focus to its own Trigger only; the button here is the page's. Closing by a
  // press elsewhere leaves focus where that press put it, as Radix does.
  const pressedOutside = React.useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal container={portalContainer ?? undefined}>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className="ov-root ov:z-50 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-3 ov:shadow-lg"
          // Portalled out of the provider's theme scope: its colour scheme and variables come along.
          style={themeStyle}
          onInteractOutside={(event) => {
            // The button toggles the calendar itself: its press must not close and reopen it.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else pressedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!pressedOutside.current) trigger.current?.focus();
            pressedOutside.current = false;
          }}
        >
          <Calendar {...calendar} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
