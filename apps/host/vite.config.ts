import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { reactRouterForProduction } from "../../scripts/build/reactRouterForProduction.mjs";
import { sourceAliases } from "../../vite.aliases.mjs";
import { cssTarget } from "../../vite.browsers.mjs";

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterForProduction()],
  resolve: { alias: sourceAliases },
  server: {
    port: 5173,
    // In dev the API runs apart (npm run dev -w @oficina-virtual/api); `npm start` serves both on one port.
    proxy: { "/ov": "http://localhost:8080", "/token": "http://localhost:8080", "/dev": "http://localhost:8080" },
  },
  // The manifest lets `npm run bench:web` measure each route's chunk.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    cssTarget,
    // Every browser the widgets support (native CSS light-dark(): Chrome 123, Firefox 120,
    // Safari 17.5; vite.browsers.mjs) preloads modules itself: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // Rolldown's runtime is in every page's first load (the entry imports it): listing it
      // again with every lazy chunk only adds bytes to the entry.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/\/rolldown-runtime-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file and its shared chunks' files (to preload them
        // with the page): a name in each file name is read by no one but paid on every first
        // load. The locale catalogues keep theirs (the language journey tells them apart).
        chunkFileNames: (chunk) => (/^(ca-ES|eu-ES|gl-ES|en)$/.test(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        codeSplitting: {
          // Everything the entry imports statically in one file, as Rollup would: left alone,
          // Rolldown splits what the pages share with it (React's runtime, the hooks, the
          // spinner…) into six small files that every page loads anyway and that compress
          // worse apart (`npm run bench:web` shows the first loads).
          groups: [{ name: "index", tags: ["$initial"] }],
        },
      },
    },
  },
});
