import { useAppearance } from "@oficina-virtual/portal-widgets";
import { useLayoutEffect } from "react";

/**
 * The page around the widgets (<html>: its background, scrollbars, the overscroll area) takes
 * the scheme the widgets show. host.css starts it as "light dark" (the system's, before any
 * script); a choice made with the header's toggle replaces that here, before the paint.
 */
export function useDocumentColorScheme(): void {
  const { scheme, preference } = useAppearance();
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.colorScheme = preference === "system" ? "light dark" : preference;
    html.dataset.ovTheme = scheme;
  }, [scheme, preference]);
}
