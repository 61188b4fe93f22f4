"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";

// The dialog brings Radix's dialog, focus scope and scroll lock: a chunk of its own, so the
// header (on every page, /login included) carries only this button. It is asked for when the
// pointer or focus reaches the button, so it has usually arrived by the click.
const loadDialog = () => import("./PhoneMenuDialog");
const PhoneMenuDialog = React.lazy(() => loadDialog().then((module) => ({ default: module.PhoneMenuDialog })));

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <path d="M2 4h16v2H2zM2 9h16v2H2zM2 14h16v2H2z" />
    </svg>
  );
}

/**
 * The phone's one header button: a dialog with the navigation, the account's links, the
 * language, the colour scheme and the contact details that the desktop shows in the bar.
 * Radix traps focus inside, Escape closes it and focus goes back to the button; a link
 * closes it before the page changes.
 */
export function PhoneMenu({ languageSelector }: { languageSelector: boolean }) {
  const labels = useTexts(homeFrameArea).header;
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [wanted, setWanted] = React.useState(false);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="ov:inline-flex ov:min-h-10 ov:items-center ov:gap-2 ov:rounded-[var(--ov-radius-control)] ov:border ov:border-control-border ov:bg-surface ov:px-3 ov:font-semibold ov:text-text ov:hover:bg-surface-muted"
        data-slot="menu-button"
      >
        <MenuIcon />
        {labels.menu}
      </button>
      {wanted ? (
        <React.Suspense fallback={null}>
          <PhoneMenuDialog open={open} onOpenChange={setOpen} languageSelector={languageSelector} />
        </React.Suspense>
      ) : null}
    </>
  );
}
