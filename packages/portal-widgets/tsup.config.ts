import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  // Every export is a client component or hook: frameworks with server components
  // (Next.js) must not run this module on the server graph.
  banner: { js: '"use client";' },
  external: ["react", "react-dom", "@oficina-virtual/api-contract"],
  tsconfig: "tsconfig.build.json",
});
