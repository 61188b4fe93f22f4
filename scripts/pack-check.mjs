#!/usr/bin/env node
// Checks the published shape of the libraries: publint and attw on the packed tarballs,
// then a fresh Vite + React app installs the tarballs, imports the library (ESM and CJS),
// renders PortalProvider on the server and builds for the browser.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "ov-pack-"));
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

try {
  const packages = ["packages/api-contract", "packages/portal-widgets"];
  for (const dir of packages) {
    run("npx", ["publint", "--strict", dir]);
    run("npm", ["pack", "--pack-destination", work, "--silent"], join(root, dir));
  }
  const tarballs = readdirSync(work).filter((f) => f.endsWith(".tgz"));
  const tarball = (name) =>
    join(
      work,
      tarballs.find((f) => f.startsWith(name)),
    );
  // ./embed is a browser bundle (ESM only, a side-effect module): attw's CommonJS modes do not apply.
  // ./openapi.json is data, not a module: node10 resolution (no exports map) cannot reach it.
  for (const name of ["oficina-virtual-api-contract-", "oficina-virtual-portal-widgets-"]) {
    run("npx", ["attw", tarball(name), "--format", "table-flipped", "--exclude-entrypoints", "styles.css", "embed", "openapi.json"]);
  }

  const app = join(work, "app");
  mkdirSync(join(app, "src"), { recursive: true });
  const rootPkg = (await import(join(root, "package.json"), { with: { type: "json" } })).default;
  const version = (name) => rootPkg.devDependencies[name];
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify(
      {
        name: "fresh-vite-app",
        private: true,
        type: "module",
        dependencies: {
          "@oficina-virtual/api-contract": `file:${tarball("oficina-virtual-api-contract-")}`,
          "@oficina-virtual/portal-widgets": `file:${tarball("oficina-virtual-portal-widgets-")}`,
          react: version("react"),
          "react-dom": version("react-dom"),
        },
        devDependencies: { vite: version("vite"), "@vitejs/plugin-react": version("@vitejs/plugin-react") },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, "index.html"),
    '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(app, "src/main.jsx"),
    `import { createRoot } from "react-dom/client";
import { lazyQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
import "@oficina-virtual/portal-widgets/styles.css";
const queryClient = lazyQueryClient();
createRoot(document.getElementById("root")).render(
  <PortalProvider queryClient={queryClient} apiBaseUrl="/" adminApiBaseUrl="/" navigate={() => {}}><p className="ov-root">ok</p></PortalProvider>,
);
`,
  );
  writeFileSync(
    join(app, "vite.config.js"),
    'import react from "@vitejs/plugin-react";\nexport default { plugins: [react()], logLevel: "warn" };\n',
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], app);

  const ssr = `import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createPortalQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
const props = { queryClient: createPortalQueryClient(), apiBaseUrl: "/", adminApiBaseUrl: "/", navigate() {} };
const html = renderToString(createElement(PortalProvider, props, createElement("p", null, "ssr")));
if (!html.includes("ssr")) throw new Error("PortalProvider did not render its children on the server");
const internal = await import("@oficina-virtual/portal-widgets/internal");
if (typeof internal.redirectFor !== "function") throw new Error("./internal does not export redirectFor");
console.log("ESM import and server render: ok");`;
  run("node", ["--input-type=module", "-e", ssr], app);
  // The published OpenAPI document: present, importable through the exports map, and the
  // document the installed code generates (the one the API serves).
  const openApi = `import doc from "@oficina-virtual/api-contract/openapi.json" with { type: "json" };
import { buildOpenApi } from "@oficina-virtual/api-contract";
if (doc.openapi !== "3.1.0" || Object.keys(doc.paths).length < 40) throw new Error("openapi.json: not the route table's document");
if (JSON.stringify(doc) !== JSON.stringify(buildOpenApi())) throw new Error("openapi.json differs from buildOpenApi()");
console.log("openapi.json is published and matches buildOpenApi(): ok");`;
  run("node", ["--input-type=module", "-e", openApi], app);
  run(
    "node",
    [
      "-e",
      `const lib = require("@oficina-virtual/portal-widgets"); if (typeof lib.PortalProvider !== "function") throw new Error("CJS build has no PortalProvider"); if (typeof lib.lazyQueryClient !== "function") throw new Error("CJS build has no lazyQueryClient"); const internal = require("@oficina-virtual/portal-widgets/internal"); if (typeof internal.WithQueryClient !== "function") throw new Error("CJS ./internal has no WithQueryClient"); console.log("CJS require, main entry and ./internal: ok");`,
    ],
    app,
  );
  run("npx", ["vite", "build"], app);
  console.log("packed tarballs install, import and build in a fresh Vite React app: ok");
  checkFirstLoad(join(app, "dist"));
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** An app that renders only the provider must not download every widget, recharts or the
 * contract's schemas with its first page: both packages ship one ESM file per module, so
 * its bundler leaves out what the page does not use and keeps lazy chunks lazy. */
function checkFirstLoad(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  if (files.length === 0) throw new Error("the fresh app's index.html loads no script");
  let gzipped = 0;
  for (const file of files) {
    const code = readFileSync(join(dist, file), "utf8");
    gzipped += gzipSync(code).length;
    if (code.includes("recharts-wrapper")) throw new Error(`${file}: recharts is part of the first load`);
    if (code.includes("ZodObject")) throw new Error(`${file}: zod and the contract's schemas are part of the first load`);
  }
  console.log(
    `first load of a page with PortalProvider only: ${files.length} file(s), ${(gzipped / 1024).toFixed(1)} KB gzipped, without zod or recharts: ok`,
  );
}
