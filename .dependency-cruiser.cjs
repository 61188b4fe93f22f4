// The arrows of DESIGN.md as rules, checked by `npm test` (scripts/test.mjs):
// host → portal-widgets → api-contract ← api, and inside the library
// widgets → widgets/shared → ui, core → domain, forms, locales. No cycles anywhere.
const lib = "^packages/portal-widgets/src";
const testCode = "(\\.test\\.tsx?$|\\.stories\\.tsx$|\\.testing\\.tsx?$|/testing/|^\\.storybook/|^e2e/|^scripts/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "An import cycle: move what both sides need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-imports-zod-only",
      severity: "error",
      comment: "api-contract is shared by the client and the server: it depends on zod alone.",
      from: { path: "^packages/api-contract/src" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-peer", "npm-optional"], pathNot: "node_modules/zod/" },
    },
    {
      name: "contract-imports-no-workspace",
      severity: "error",
      from: { path: "^packages/api-contract/src" },
      to: { path: "^(packages/portal-widgets|apps)/" },
    },
    {
      name: "library-imports-no-app",
      severity: "error",
      comment: "The library runs in any host: it never imports the host app or the server.",
      from: { path: lib },
      to: { path: "^apps/" },
    },
    {
      name: "api-imports-no-front-end",
      severity: "error",
      comment: "The server shares only the contract with the front end.",
      from: { path: "^apps/api/" },
      to: { path: "^(packages/portal-widgets|apps/host)/" },
    },
    { name: "host-imports-no-server", severity: "error", from: { path: "^apps/host/" }, to: { path: "^apps/api/" } },
    {
      name: "widget-imports-no-other-widget",
      severity: "error",
      comment: "Feature code two widgets share lives in widgets/shared/.",
      from: { path: `${lib}/widgets/([^/]+)/`, pathNot: `${lib}/widgets/shared/` },
      to: { path: `${lib}/widgets/[^/]+/`, pathNot: [`${lib}/widgets/$1/`, `${lib}/widgets/shared/`] },
    },
    {
      name: "shared-imports-no-widget",
      severity: "error",
      from: { path: `${lib}/widgets/shared/` },
      to: { path: `${lib}/widgets/`, pathNot: `${lib}/widgets/shared/` },
    },
    {
      name: "ui-is-presentational",
      severity: "error",
      comment:
        "ui/ never calls the API: from core it may read the portal context only (container, navigate, messages, session state, the locale's formatters), never a query or the client.",
      from: { path: `${lib}/ui/`, pathNot: testCode },
      to: { path: `${lib}/(widgets|embed)/|${lib}/core/(?!react/(portalContext|portalHooks|useFormat)\\.ts$)` },
    },
    {
      name: "core-imports-no-feature",
      severity: "error",
      from: { path: `${lib}/core/` },
      to: { path: `${lib}/(ui|widgets|embed)/` },
    },
    {
      name: "domain-and-forms-are-plain",
      severity: "error",
      comment: "domain/ and forms/ are pure functions and schemas: no React, no client, no UI.",
      from: { path: `${lib}/(domain|forms)/`, pathNot: testCode },
      to: { path: `${lib}/(core|ui|widgets|embed)/|node_modules/(react|react-dom|@tanstack|@radix-ui|recharts)/` },
    },
    {
      name: "routes-write-no-sql",
      severity: "error",
      comment:
        "A route handler calls the named queries of apps/api/src/db/<domain>; only db/ builds SQL (drizzle-orm, the schema's tables, prepared statements). Route tests too: they use the named helpers of db/**/*.testing.ts.",
      from: { path: "^apps/api/src/routes/" },
      to: { path: "node_modules/drizzle-orm/|^apps/api/src/db/(schema|prepared|queryRows|likePattern)\\.ts$" },
    },
    {
      name: "no-test-code-in-production",
      severity: "error",
      comment: "Only tests, stories and scripts import test helpers (*.testing.ts, testing/).",
      from: { pathNot: testCode },
      to: { path: "(\\.testing\\.tsx?$|/testing/|\\.test\\.tsx?$)" },
    },
  ],
  options: {
    // Packages are not followed, but stay in the graph as leaves: the rules that name a
    // package (zod, react, drizzle-orm) need to see the import.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|storybook-static|\\.data|public)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
