import { defineConfig } from "tsup";

/*
 * The server as plain JavaScript (`npm run build`; `npm start` runs dist/main.js), so production
 * needs no TypeScript loader. tsup (esbuild), not tsc: the sources import each other without
 * file extensions (moduleResolution "Bundler"), which Node's ESM loader does not resolve and tsc
 * does not rewrite; a bundle has no such imports left. One entry per process or thread: the
 * server, the document worker, the PGlite thread and the seed command. Packages stay external
 * (installed beside it, as with the sources); paths.ts finds the migrations from the bundle.
 */
export default defineConfig({
  entry: {
    main: "src/main.ts",
    documentWorker: "src/documents/pool/worker.ts",
    pgliteThread: "src/db/pgliteThread.ts",
    seed: "src/seed/cli.ts",
  },
  outDir: "dist",
  format: ["esm"],
  platform: "node",
  target: "node20",
  splitting: true,
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  tsconfig: "../../tsconfig.json",
});
