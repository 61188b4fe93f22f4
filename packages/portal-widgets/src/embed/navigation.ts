// Navigation from inside an embedded widget: the page hears it first and may take it over.
import { dispatch } from "./attributes";
import { getConfig } from "./configStore";

/**
 * `ov-navigate` on the element, cancelable; unless a listener prevents it, the configured
 * navigation runs (`location.href = to` by default).
 */
export function navigateFrom(target: EventTarget, to: string): void {
  if (!dispatch(target, "ov-navigate", { to }, true)) return;
  const { navigate } = getConfig();
  if (navigate === false) return;
  if (typeof navigate === "function") navigate(to);
  else window.location.href = to;
}
