#!/usr/bin/env node
// Checks the published shape of the libraries: publint and attw on the packed tarballs,
// then a fresh Vite + React app installs the tarballs, imports the library (ESM and CJS),
// renders PortalProvider on the server and builds for the browser.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

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
  const tarball = (name) => join(work, tarballs.find((f) => f.startsWith(name)));
  for (const name of ["oficina-virtual-api-contract-", "oficina-virtual-portal-widgets-"]) {
    run("npx", ["attw", tarball(name), "--format", "table-flipped", "--exclude-entrypoints", "styles.css"]);
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
import { PortalProvider } from "@oficina-virtual/portal-widgets";
import "@oficina-virtual/portal-widgets/styles.css";
createRoot(document.getElementById("root")).render(
  <PortalProvider apiBaseUrl="/" adminApiBaseUrl="/" navigate={() => {}}><p className="ov-root">ok</p></PortalProvider>,
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
import { PortalProvider } from "@oficina-virtual/portal-widgets";
const html = renderToString(createElement(PortalProvider, { apiBaseUrl: "/", adminApiBaseUrl: "/", navigate() {} }, createElement("p", null, "ssr")));
if (!html.includes("ssr")) throw new Error("PortalProvider did not render its children on the server");
console.log("ESM import and server render: ok");`;
  run("node", ["--input-type=module", "-e", ssr], app);
  run("node", ["-e", `const lib = require("@oficina-virtual/portal-widgets"); if (typeof lib.PortalProvider !== "function") throw new Error("CJS build has no PortalProvider"); console.log("CJS require: ok");`], app);
  run("npx", ["vite", "build"], app);
  console.log("packed tarballs install, import and build in a fresh Vite React app: ok");
} finally {
  rmSync(work, { recursive: true, force: true });
}
