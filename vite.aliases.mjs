import { fileURLToPath } from "node:url";

// Workspaces are consumed from source in dev, tests, Storybook and the host build, so
// nothing has to be built before `vitest` or `vite` runs; only the published tarball
// uses dist/. Plain .mjs because Storybook loads its main.ts through Node's own resolver.
// The more specific `/internal` first: Vite takes the first alias that matches, and the
// package's own name matches every subpath.
export const sourceAliases = {
  "@oficina-virtual/portal-widgets/internal": fileURLToPath(new URL("./packages/portal-widgets/src/internal.ts", import.meta.url)),
  "@oficina-virtual/api-contract": fileURLToPath(new URL("./packages/api-contract/src/index.ts", import.meta.url)),
  "@oficina-virtual/portal-widgets": fileURLToPath(new URL("./packages/portal-widgets/src/index.ts", import.meta.url)),
};
