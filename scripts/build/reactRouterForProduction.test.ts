import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { trimReactRouter } from "./reactRouterForProduction.mjs";

const require = createRequire(import.meta.url);
const devDir = join(dirname(require.resolve("react-router/package.json")), "dist", "development");
const chunks = readdirSync(devDir)
  .filter((file) => file.endsWith(".mjs"))
  .map((file) => readFileSync(join(devDir, file), "utf8"));
const routerCore = chunks.find((code) => code.includes("var ENABLE_DEV_WARNINGS = true;"));

describe("trimReactRouter on the installed react-router", () => {
  // An upgrade that renames these patterns would silently bring the unused router code back
  // on every page.
  it("still finds the development flag, the unmarked components and their display names", () => {
    expect(routerCore, "the chunk that defines ENABLE_DEV_WARNINGS").toBeDefined();
    const trimmed = trimReactRouter(routerCore as string);
    expect(trimmed).toContain("var ENABLE_DEV_WARNINGS = false;");
    expect(trimmed).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(trimmed).not.toMatch(/^Link\.displayName = /m);
  });

  it("keeps every line, so the bundle's source maps still point at the right ones", () => {
    const code = routerCore as string;
    expect(trimReactRouter(code).split("\n")).toHaveLength(code.split("\n").length);
  });
});

describe("trimReactRouter", () => {
  it("marks only top-level React factory calls and drops only plain display-name assignments", () => {
    const code = [
      "var Link = React10.forwardRef(function LinkWithRef() {});",
      'Link.displayName = "Link";',
      "  let inner = React10.forwardRef(() => null);",
      "var Other = makeThing();",
      "Link.displayName = computed;",
    ].join("\n");
    expect(trimReactRouter(code).split("\n")).toEqual([
      "var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});",
      "",
      "  let inner = React10.forwardRef(() => null);",
      "var Other = makeThing();",
      "Link.displayName = computed;",
    ]);
  });
});
