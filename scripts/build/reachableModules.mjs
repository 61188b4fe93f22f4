import { buildSync } from "esbuild";

/**
 * The source modules a package's public entry reaches through static and dynamic imports,
 * and nothing else (not the tests, stories and fixtures that live beside the code). The
 * libraries' ESM builds make each of them an entry, so that an app's bundler can take only
 * the modules it uses. Paths are relative to the package folder the build runs in.
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
