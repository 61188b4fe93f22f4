"use client";

import { useAppearance, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { Button } from "../../ui/Button";

/** 'Modo oscuro', pressed while dark colours show (chosen, or the system's while the user has
 * not chosen). A click stores the opposite of what shows, for this browser. Absent where the
 * page fixes the scheme (the CMS embed). */
export function DarkModeToggle({ compact = false }: { compact?: boolean }) {
  const { scheme, setScheme } = useAppearance();
  const label = useTexts(homeFrameArea).header.darkMode;
  if (!setScheme) return null;
  const dark = scheme === "dark";
  return (
    <Button
      variant="secondary"
      aria-pressed={dark}
      data-slot="dark-mode"
      // Compact (the desktop header): the moon alone between lg and 2xl, its name for screen
      // readers and as a tooltip.
      title={compact ? label : undefined}
      className={cn("ov:shrink-0 ov:whitespace-nowrap", compact && "ov:lg:px-3 ov:2xl:px-4")}
      onClick={() => setScheme(dark ? "light" : "dark")}
    >
      <MoonIcon />
      <span className={cn(compact && "ov:lg:sr-only ov:2xl:not-sr-only")}>{label}</span>
    </Button>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
      <path d="M16.5 12.6A7 7 0 0 1 7.4 3.5a7 7 0 1 0 9.1 9.1Z" />
    </svg>
  );
}
