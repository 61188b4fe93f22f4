"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { commonArea } from "../../locales/es-ES/labels/common";
import { formatMessage } from "../../locales/format";
import { buttonClasses } from "../Button";
import { Spinner } from "../Spinner";
import type { RowMenuItem } from "./rowMenuItem";

// The list (Radix's popover and floating-ui) is a chunk of its own, asked for when the pointer
// or focus first reaches a row's button. A press before it has come opens it when it arrives;
// focus stays on the button meanwhile.
const loadList = () => import("./RowMenuList");
const RowMenuList = React.lazy(() => loadList().then((module) => ({ default: module.RowMenuList })));
const preload = () => void loadList().catch(() => undefined);

export type { RowMenuItem };

export interface RowMenuProps {
  /** The row's key (an invoice number): the button is 'Más acciones de {row}'. */
  rowKey: string;
  items: readonly RowMenuItem[];
  /** One of the items' downloads is on its way: the button shows progress. */
  busy?: boolean;
  disabled?: boolean;
}

function DotsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="ov:size-4" fill="currentColor">
      <circle cx="4" cy="10" r="1.8" />
      <circle cx="10" cy="10" r="1.8" />
      <circle cx="16" cy="10" r="1.8" />
    </svg>
  );
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
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [wanted, setWanted] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const label = formatMessage(texts.label, { row: rowKey });
  const show = (next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  };
  const select = (item: RowMenuItem) => {
    trigger.current?.focus();
    setOpen(false);
    item.onSelect();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClasses("secondary", "ov:min-h-9 ov:gap-1 ov:px-2 ov:py-1 ov:text-xs")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        aria-busy={busy || undefined}
        data-state={open ? "open" : "closed"}
        disabled={disabled}
        data-slot="row-menu-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => show(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            show(true);
          }
        }}
      >
        {busy ? <Spinner /> : <DotsIcon />}
        {texts.button}
      </button>
      {wanted ? (
        <React.Suspense fallback={null}>
          <RowMenuList open={open} onOpenChange={show} trigger={trigger} label={label} items={items} onSelect={select} />
        </React.Suspense>
      ) : null}
    </>
  );
}
