// react-router 7 publishes its ES modules only in a development build: its `exports` map
// has no "production" condition, and that build differs from dist/production only by
// ENABLE_DEV_WARNINGS. Its components are also declared as `var Link = React.forwardRef(…)`
// without a /* @__PURE__ */ mark and followed by `Link.displayName = "Link"`, so a bundler
// keeps every one (Link, NavLink, Form and what they call) even where nothing uses them.
// This plugin fixes the three for the host's production build. Aliasing react-router to its
// dist/production files instead fixes only the first, so every page's first load would keep
// the unused components (measured in docs/DEPENDENCIES.md). It only drops unused code and
// warnings: a router the host uses behaves the same (the e2e suite runs on this build).
// If an upgrade renames these patterns, reactRouterForProduction.test.ts fails.

const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
const UNMARKED_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const DEV_WARNINGS = "var ENABLE_DEV_WARNINGS = true;";

/** @param {string} code */
export function trimReactRouter(code) {
  return code
    .replace(UNMARKED_CALL, "$1/* @__PURE__ */ $2")
    .replace(DISPLAY_NAME, "")
    .replace(DEV_WARNINGS, "var ENABLE_DEV_WARNINGS = false;");
}

/** @returns {import("vite").Plugin} */
export function reactRouterForProduction() {
  return {
    name: "oficina-virtual:react-router-for-production",
    apply: "build",
    transform(code, id) {
      if (!ROUTER_FILE.test(id)) return null;
      return { code: trimReactRouter(code), map: null };
    },
  };
}
