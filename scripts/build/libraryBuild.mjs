import { buildSync } from "esbuild";

/**
 * The source modules a package's public entry reaches through static and dynamic imports,
 * and nothing else (not the tests, stories and fixtures that live beside the code). Paths
 * are relative to the package folder the build runs in.
 */
export function reachableModules(entry = "src/index.ts") {
  const { metafile } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    format: "esm",
    outdir: "dist",
    jsx: "automatic",
    tsconfig: "tsconfig.build.json",
    logLevel: "error",
  });
  return Object.keys(metafile.inputs).filter((file) => file.startsWith("src/"));
}

/**
 * The tsup builds of a library: ESM with one file per module, so that an app's bundler takes
 * only the modules it uses (the package's `sideEffects` names no JavaScript) and keeps our
 * lazy chunks lazy; CJS as one file for `require`; the types of the public entry for both.
 * `options` are what the packages differ in (external packages, a banner).
 */
export function libraryBuild(options) {
  const shared = { sourcemap: true, target: "es2022", tsconfig: "tsconfig.build.json", ...options };
  const dts = { entry: { index: "src/index.ts" } };
  return [
    { ...shared, entry: reachableModules(), format: ["esm"], splitting: true, dts },
    { ...shared, entry: { index: "src/index.ts" }, format: ["cjs"], dts },
  ];
}
