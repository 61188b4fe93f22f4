import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after 1 s by default. The home's tables render as a deferred
// transition, which on a 2-core CI machine running the suite in parallel sometimes took
// longer than that: a passing test failed now and then. A failing one now waits 4 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no canvas; axe probes it for icon fonts and only needs to learn it is absent.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
