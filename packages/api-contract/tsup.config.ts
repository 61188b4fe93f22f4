import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/build/libraryBuild.mjs";

// One ESM file per module: the library's first chunk does not build every schema, and each
// part of the route table stays a chunk of its own in the app that installs it.
export default defineConfig(libraryBuild({ external: ["zod"] }));
