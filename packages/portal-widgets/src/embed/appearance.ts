// The embed's colour scheme: the page's choice, never the portal's stored toggle.
import { useMemo, useSyncExternalStore } from "react";
import { type ColorSchemePreference, themeStyle } from "../core/appearance/appearance";
import { systemScheme } from "../core/appearance/colorScheme";
import type { AppearanceState } from "../core/react/portalContext";

/**
 * A CMS page has its own colours around our widgets, and no toggle of ours: the widgets are
 * light unless the page says otherwise (`<ov-portal color-scheme="system">` follows the
 * visitor's system, `"dark"` forces dark). The portal's 'Modo oscuro' choice, stored for the
 * same origin, is not read here, and the page's own `color-scheme` does not reach inside
 * (`.ov-embed` resets it with `all: initial`).
 */
export function useEmbedAppearance(preference: ColorSchemePreference = "light"): AppearanceState {
  const system = useSyncExternalStore(systemScheme.subscribe, systemScheme.get, systemScheme.getServer);
  const scheme = preference === "system" ? system : preference;
  return useMemo(() => ({ scheme, preference, elements: {}, style: themeStyle(undefined, preference) }), [scheme, preference]);
}

export function parseColorScheme(value: unknown): ColorSchemePreference | undefined {
  return value === "light" || value === "dark" || value === "system" ? value : undefined;
}
