import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/build/libraryBuild.mjs";

export default defineConfig(
  libraryBuild({
    // `internal` is what the reference host and Storybook use beyond the public API; unstable.
    entries: { index: "src/index.ts", internal: "src/internal.ts" },
    external: ["react", "react-dom", "@oficina-virtual/api-contract"],
    // Every export is a client component or hook: frameworks with server components
    // (Next.js) must not run this module on the server graph.
    banner: { js: '"use client";' },
  }),
);
