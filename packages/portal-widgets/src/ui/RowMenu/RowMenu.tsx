"use client";

import * as Popover from "@radix-ui/react-popover";
import * as React from "react";
import { useAppearance, usePortal, useTexts } from "../../core/react/portalHooks";
import { commonArea } from "../../locales/es-ES/labels/common";
import { formatMessage } from "../../locales/format";
import { buttonClasses } from "../Button";
import { Spinner } from "../Spinner";

export interface RowMenuItem {
  id: string;
  /** The action's text, the spec's, unchanged. */
  label: string;
  /** Its accessible name when the text alone does not name the row ('Desglose de la factura …'). */
  ariaLabel?: string;
  /** The item opens a dialog. */
  opensDialog?: boolean;
  onSelect(): void;
}

export interface RowMenuProps {
  /** The row's key (an invoice number): the button is 'Más acciones de {row}'. */
  rowKey: string;
  items: readonly RowMenuItem[];
  /** One of the items' downloads is on its way: the button shows progress. */
  busy?: boolean;
  disabled?: boolean;
}

const ITEM = "[role=menuitem]";

function DotsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="ov:size-4" fill="currentColor">
      <circle cx="4" cy="10" r="1.8" />
      <circle cx="10" cy="10" r="1.8" />
      <circle cx="16" cy="10" r="1.8" />
    </svg>
  );
}

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

/**
 * 'Más acciones': a row's secondary actions behind one button, so a row with more than three
 * stays narrow in a table and on a card. A menu button (aria-haspopup=menu) whose list opens
 * on click, Enter, Space or ArrowDown with focus on its first item; arrows, Home and End move;
 * Enter or a click runs an item; Escape closes and gives focus back to the button, Tab closes
 * and moves on. Radix's popover places it (inside the CMS shadow root) and closes it on an
 * outside click. An item that opens a dialog leaves focus on the button first, so the dialog
 * gives focus back there when it closes rather than to an item that is gone.
 */
export function RowMenu({ rowKey, items, busy = false, disabled = false }: RowMenuProps) {
  const texts = useTexts(commonArea).rowMenu;
  const { portalContainer } = usePortal();
  const themeStyle = useAppearance().style;
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const label = formatMessage(texts.label, { row: rowKey });
  // Set when an item ran: focus is already on the button, and Radix's own return of focus
  // (a tick later) must not pull it out of the dialog the item opened.
  const selected = React.useRef(false);
  const select = (item: RowMenuItem) => {
    selected.current = true;
    trigger.current?.focus();
    setOpen(false);
    item.onSelect();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={trigger}
        className={buttonClasses("secondary", "ov:min-h-9 ov:gap-1 ov:px-2 ov:py-1 ov:text-xs")}
        aria-haspopup="menu"
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={disabled}
        data-slot="row-menu-button"
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {busy ? <Spinner /> : <DotsIcon />}
        {texts.button}
      </Popover.Trigger>
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
          onCloseAutoFocus={(event) => {
            if (selected.current) event.preventDefault();
            selected.current = false;
          }}
          onKeyDown={(event) => {
            if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
            else if (event.key === "Tab") {
              // The list is portalled to the end of the page: Tab would leave focus nowhere
              // near the row. It closes the menu, focus back on its button, as Escape does.
              event.preventDefault();
              setOpen(false);
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
              onClick={() => select(item)}
            >
              {item.label}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
