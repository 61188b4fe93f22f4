import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser, useEffect on the server: React 18 warns about
 * useLayoutEffect during server rendering, and typeof does not touch window. */
export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
