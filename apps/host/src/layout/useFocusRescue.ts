import { type RefObject, useEffect } from "react";

/**
 * When the element that had focus inside `region` leaves the page (a page replaced by a
 * redirect, a form swapped for its success message), focus would fall to <body>: keyboard
 * users restart from the top and screen readers lose their place (WCAG 2.4.3). Focus moves to
 * the region instead. Seen after logging in on a busy machine: the login page renders the
 * redirect at once, while React Router's transition keeps the old (empty) screen until the
 * home's chunk arrives, seconds later. Browsers fire no focus event when the focused element
 * is removed, hence the mutation observer.
 */
export function useFocusRescue(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    let focusedInside: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focusedInside = event.target instanceof Element ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus that moves elsewhere on purpose (another field, the header) is not lost.
      if (event.relatedTarget) focusedInside = null;
    };
    const observer = new MutationObserver(() => {
      if (!focusedInside || focusedInside.isConnected) return;
      focusedInside = null;
      const active = document.activeElement;
      if (active === null || active === document.body) root.focus({ preventScroll: true });
    });
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      observer.disconnect();
    };
  }, [region]);
}
