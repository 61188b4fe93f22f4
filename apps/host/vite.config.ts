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
  build: { outDir: "dist", emptyOutDir: true, manifest: true, cssTarget },
});
