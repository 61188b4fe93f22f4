#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a build folder (node scripts/precompress.mjs
// apps/host/dist), so the server sends compressed files without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2];
if (!root) throw new Error("usage: precompress.mjs <folder>");
const TEXT = /\.(js|mjs|css|html|svg|json|map|txt)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && !name.endsWith(".map") && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path);
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      before += body.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`);
