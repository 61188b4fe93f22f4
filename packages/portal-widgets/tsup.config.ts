import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/build/libraryBuild.mjs";

export default defineConfig(
  libraryBuild({
    external: ["react", "react-dom", "@oficina-virtual/api-contract"],
    // Every export is a client component or hook: frameworks with server components
    // (Next.js) must not run this module on the server graph.
    banner: { js: '"use client";' },
  }),
);
