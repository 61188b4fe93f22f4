#!/usr/bin/env node
// The WordPress plugin as the zip an administrator uploads (Plugins → Add New → Upload):
// integrations/wordpress/oficina-virtual/ → dist/oficina-virtual-wordpress.zip, one top-level
// folder `oficina-virtual/` as WordPress expects. Fixed dates, sorted names: the same sources
// always give the same bytes.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ZipArchive } from "archiver";

const source = "integrations/wordpress/oficina-virtual";
const target = "dist/oficina-virtual-wordpress.zip";

function filesUnder(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

const archive = new ZipArchive({ zlib: { level: 9 } });
const chunks = [];
archive.on("data", (chunk) => chunks.push(chunk));
archive.on("warning", (error) => {
  throw error;
});
const done = new Promise((resolve, reject) => {
  archive.on("end", resolve);
  archive.on("error", reject);
});
const files = filesUnder(source);
for (const file of files) {
  archive.append(readFileSync(file), { name: `oficina-virtual/${relative(source, file)}`, date: new Date(Date.UTC(2026, 0, 1)) });
}
await archive.finalize();
await done;
mkdirSync("dist", { recursive: true });
writeFileSync(target, Buffer.concat(chunks));
console.log(`${target}: ${files.length} files, ${Buffer.concat(chunks).length} bytes`);
