// Radix's FocusScope compares `document.activeElement` with the dialog's first and last
// tabbable elements; inside a shadow root `document.activeElement` is the host element, so
// Tab walks out of an open dialog into the page (radix-ui/primitives#3353). The embed wraps
// Tab itself, on the node its portals render into, reading the shadow root's active element.

const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

export function containDialogFocus(portals: HTMLElement): void {
  portals.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.defaultPrevented || !(event.target instanceof Element)) return;
    const dialog = event.target.closest('[role="dialog"], [role="alertdialog"]');
    if (!dialog) return;
    const candidates = tabbables(dialog);
    const first = candidates[0];
    const last = candidates[candidates.length - 1];
    if (!first || !last) return;
    const active = (portals.getRootNode() as ShadowRoot | Document).activeElement;
    if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    }
  });
}
