import { buildSync } from "esbuild";

/**
 * The source modules a package's entries reach through static and dynamic imports, and
 * nothing else (not the tests, stories and fixtures that live beside the code). Paths are
 * relative to the package folder the build runs in.
 */
export function reachableModules(entries = ["src/index.ts"]) {
  const { metafile } = buildSync({
    entryPoints: entries,
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
 * only the modules it uses (the package's `sideEffects` names no module of the library's
 * own code, only CSS and prebuilt bundles) and keeps our lazy chunks lazy; CJS as one file
 * per entry for `require`; the types of each entry for both. `entries` maps an entry's
 * output name to its source (the main entry and, say, `internal`); `options` are what the
 * packages differ in (external packages, a banner).
 */
export function libraryBuild({ entries = { index: "src/index.ts" }, ...options }) {
  const shared = { sourcemap: true, target: "es2022", tsconfig: "tsconfig.build.json", ...options };
  const dts = { entry: entries };
  return [
    { ...shared, entry: reachableModules(Object.values(entries)), format: ["esm"], splitting: true, dts },
    { ...shared, entry: entries, format: ["cjs"], dts },
  ];
}
