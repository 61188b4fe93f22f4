import { useIsBusy } from "@oficina-virtual/portal-widgets";
import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";

/** The global loading indicator: a bar on top while any request of the client is in
 * flight, announced politely once per busy period. */
export function BusyIndicator() {
  const busy = useIsBusy();
  const text = useTexts(pagesArea).busy;
  return (
    <>
      <div
        aria-hidden="true"
        className={busy ? "ov:fixed ov:inset-x-0 ov:top-0 ov:z-50 ov:h-1 ov:motion-safe:animate-pulse ov:bg-accent" : "ov:hidden"}
        data-testid="busy-indicator"
      />
      <p className="ov:sr-only" role="status">
        {busy ? text : ""}
      </p>
    </>
  );
}
