"use client";

import * as Popover from "@radix-ui/react-popover";
import * as React from "react";
import { useAppearance, usePortal } from "../../core/react/portalHooks";
import type { RowMenuItem } from "./rowMenuItem";

const ITEM = "[role=menuitem]";

/** Arrow keys, Home and End move among the items (focus wraps round, as in a native menu). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>(ITEM));
  if (items.length === 0) return false;
  const current = items.indexOf(menu.ownerDocument.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const index = next[key];
  if (index === undefined) return false;
  items[index]?.focus();
  return true;
}

export interface RowMenuListProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The row's 'Más acciones' button, which stays in the page: the list sits beside it, a
   * press on it is not an outside press, and focus goes back to it on closing. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  label: string;
  items: readonly RowMenuItem[];
  onSelect(item: RowMenuItem): void;
}

/**
 * The list of a row's 'Más acciones', in a popover anchored to its button. A chunk of its own
 * (Radix's popover and floating-ui), loaded when a row's button is first pointed at, focused
 * or pressed: a list page does not carry it before someone wants a menu.
 */
export function RowMenuList({ open, onOpenChange, trigger, label, items, onSelect }: RowMenuListProps) {
  const { portalContainer } = usePortal();
  const themeStyle = useAppearance().style;
  // Closing by a press elsewhere leaves focus where that press put it, as Radix does.
  const pressedOutside = React.useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal container={portalContainer ?? undefined}>
        <Popover.Content
          role="menu"
          aria-label={label}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          data-slot="row-menu"
          className="ov-root ov:z-50 ov:flex ov:min-w-44 ov:flex-col ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:py-1 ov:shadow-lg"
          // Portalled out of the provider's theme scope: its colour scheme and variables come along.
          style={themeStyle}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(ITEM)?.focus();
          }}
          onInteractOutside={(event) => {
            // The button toggles the list itself: its press must not close and reopen it.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else pressedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger only; the button here is the row's. An
            // item that ran has already put focus on it (and may have opened a dialog since).
            event.preventDefault();
            if (!pressedOutside.current && trigger.current && !trigger.current.ownerDocument.activeElement?.closest("[role=dialog]")) {
              trigger.current.focus();
            }
            pressedOutside.current = false;
          }}
          onKeyDown={(event) => {
            if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
            else if (event.key === "Tab") {
              // The list is portalled to the end of the page: Tab would leave focus nowhere
              // near the row. It closes the menu, focus back on its button, as Escape does.
              event.preventDefault();
              onOpenChange(false);
            }
          }}
        >
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-label={item.ariaLabel}
              aria-haspopup={item.opensDialog ? "dialog" : undefined}
              className="ov:min-h-10 ov:px-3 ov:py-2 ov:text-left ov:text-sm ov:text-text ov:hover:bg-surface-muted ov:focus-visible:bg-surface-muted"
              onClick={() => onSelect(item)}
            >
              {item.label}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
