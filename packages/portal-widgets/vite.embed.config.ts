// The CMS embed (`npm run build` runs it after tsup): one ES module to put in a script tag,
// dist/embed/oficina-virtual.embed.js, with React, the provider and the client; every widget
// (embed/widgets.ts) is a chunk under dist/embed/chunks/ loaded on first use. An ES module because an IIFE cannot split: the chunks must share the core's React,
// provider and context. Rolldown still moves a few modules the core shares with the chunks
// into common chunks the core imports at once (Button-*, useFileDownload-*, calendarDate-*,
// rolldown-runtime-*): the core's size is the entry plus its static imports.
// A copy goes to apps/host/public/embed/ (git-ignored) so `npm start` serves the demo page.
import { copyFileSync, cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { sourceAliases } from "../../vite.aliases.mjs";
import { cssTarget } from "../../vite.browsers.mjs";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here("./dist/embed");
const hostCopy = here("../../apps/host/public/embed");

function copyToHost(): Plugin {
  return {
    name: "ov-embed-copy-to-host",
    apply: "build",
    closeBundle() {
      copyFileSync(here("./src/embed/oficina-virtual.embed.d.ts"), `${outDir}/oficina-virtual.embed.d.ts`);
      rmSync(hostCopy, { recursive: true, force: true });
      cpSync(outDir, hostCopy, { recursive: true });
    },
  };
}

export default defineConfig({
  root: here("."),
  publicDir: false,
  plugins: [tailwindcss(), copyToHost()],
  resolve: { alias: sourceAliases },
  // Library mode leaves process.env.NODE_ENV to the consumer; the embed is the consumer.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    cssTarget,
    minify: true,
    sourcemap: true,
    modulePreload: false,
    reportCompressedSize: false,
    lib: {
      entry: here("./src/embed/index.ts"),
      formats: ["es"],
      fileName: () => "oficina-virtual.embed.js",
    },
    rolldownOptions: {
      // Lets the core export internals to the chunks, so most of what the core already loads
      // (React, the provider, ui/) stays in the entry file instead of common chunks.
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: "chunks/[name]-[hash].js",
        // Vite's library mode keeps an ES build's whitespace and comments, for a bundler that
        // re-bundles it (pure annotations); the embed is loaded as it is by a script tag, so
        // it is minified in full, as the host's build is.
        minify: { codegen: true },
        comments: false,
      },
      onLog(level, log, handler) {
        // "use client" banners of our modules and Radix: meaningless in a bundle.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" || log.code === "SOURCEMAP_BROKEN") return;
        handler(level, log);
      },
    },
  },
});
