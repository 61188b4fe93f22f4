#!/usr/bin/env node
// Writes dist/openapi.json from the package's own build (run after tsup): integrators
// generate clients from the very document the API serves at /ov/docs/openapi.json, since
// both come from buildOpenApi() over the same route table.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildOpenApi } from "../dist/index.js";

const target = resolve(import.meta.dirname, "../dist/openapi.json");
writeFileSync(target, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`openapi.json: ${Object.keys(buildOpenApi().paths).length} paths`);
