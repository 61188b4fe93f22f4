"use client";

import { useEffect } from "react";
import type { PortalCore } from "./portalCore";

/**
 * The route table is not part of the first page (client/contractClient.ts). Signed in,
 * pages call the API at once: load it now, beside the page's own chunk, not after it
 * (section by section, each in a short task of its own). Signed out, load it when the user
 * first touches the page: a login does not wait for it, and zod building the schemas does
 * not block a page nobody uses yet.
 */
export function useRouteTablePreload(core: PortalCore): void {
  useEffect(() => {
    const load = () => core.client.preload();
    if (core.session.getState().accessToken === null) return preloadOnFirstInteraction(load);
    void load().catch(() => undefined);
  }, [core]);
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/** Runs `load` on the first pointer, key or focus event anywhere in the document (they all
 * cross shadow roots, so embedded widgets count too); a failure is left for the first real
 * call to report. Returns the cancel. */
function preloadOnFirstInteraction(load: () => Promise<void>): () => void {
  const run = () => {
    cancel();
    void load().catch(() => undefined);
  };
  const cancel = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, true);
  return cancel;
}
