/**
 * jsdom (the story and component tests) has no ResizeObserver, which Radix Slider's thumbs
 * need to measure themselves. Browsers have it, so this does nothing there. Not exported
 * from the library; used by stories' `beforeEach` and tests.
 */
export function ensureResizeObserver(): void {
  if (typeof globalThis.ResizeObserver !== "undefined") return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
