import { defineConfig, type Options } from "tsup";
import { reachableModules } from "../../scripts/build/reachableModules.mjs";

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // Every export is a client component or hook: frameworks with server components
  // (Next.js) must not run this module on the server graph.
  banner: { js: '"use client";' },
  external: ["react", "react-dom", "@oficina-virtual/api-contract"],
  tsconfig: "tsconfig.build.json",
};

export default defineConfig([
  {
    ...shared,
    // ESM keeps one file per source module: an app's bundler then takes only the modules
    // it uses (`sideEffects` names only CSS), so a page with the provider alone does not
    // carry every widget, recharts and the contract's schemas.
    entry: reachableModules(),
    format: ["esm"],
    splitting: true,
    dts: { entry: { index: "src/index.ts" } },
  },
  {
    ...shared,
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts: { entry: { index: "src/index.ts" } },
  },
]);
