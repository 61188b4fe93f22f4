import { defineConfig, type Options } from "tsup";
import { reachableModules } from "../../scripts/build/reachableModules.mjs";

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  external: ["zod"],
  tsconfig: "tsconfig.build.json",
};

export default defineConfig([
  {
    ...shared,
    // ESM keeps one file per source module: an app's bundler takes only what it uses
    // (`sideEffects: false`), so the library's first chunk does not build every schema,
    // and each part of the route table stays a chunk of its own.
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
