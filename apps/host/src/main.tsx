// React and the app before the library's ./internal (host.css keeps Biome from reordering):
// the bundle then lays out the entry's modules in the order the pages use them, which
// compresses better than the order of ./internal's exports.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./host.css";
import { configureZodWithoutEval, languageTag, preloadRememberedLocale } from "@oficina-virtual/portal-widgets/internal";

// First, before any chunk builds a Zod schema: the host's CSP has no 'unsafe-eval'. Zod is
// not part of the first load, so nothing has built one while the imports above ran.
configureZodWithoutEval();

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");
// The language chosen in an earlier visit loads first (one small chunk; nothing for Spanish),
// so the first page is painted in it rather than in Spanish and then repainted.
void preloadRememberedLocale().then((locale) => {
  document.documentElement.lang = languageTag(locale);
  // A transition lets React render the first page in slices of a few milliseconds instead
  // of one long task: the page answers input while it builds (Total Blocking Time on slow phones).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
