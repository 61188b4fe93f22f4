#!/usr/bin/env node
// The published styles.css must not touch the host page: every class selector carries our
// prefix (`ov:` utilities or `ov-` hook classes) and no rule targets bare elements
// outside `.ov-root`.
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "packages/portal-widgets/dist/styles.css";
const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

const problems = [];
for (const match of css.matchAll(/\.((?:\\.|[\w-])+)/g)) {
  const name = match[1].replace(/\\(.)/g, "$1");
  if (/^\d/.test(name)) continue; // a decimal number such as .5rem
  if (!name.startsWith("ov:") && !name.startsWith("ov-")) problems.push(`unprefixed class .${name}`);
}
// Selectors of rules (not at-rules, not declarations): each must mention .ov- / .ov\: / :host / :root.
for (const match of css.matchAll(/(^|})\s*([^{}@]+)\{/g)) {
  for (const selector of splitSelectorList(match[2])) {
    const s = selector.trim();
    if (!s || /^(from|to|\d+%)$/.test(s)) continue;
    if (!/\.ov[-\\]|:root|:host|^\*$|^::backdrop$|^::after$|^::before$/.test(s))
      problems.push(`selector reaches outside the widgets: ${s}`);
  }
}

/** Splits `a, :where(b, c)` at top-level commas only. */
function splitSelectorList(list) {
  const parts = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if (ch === "(") depth += 1;
    if (ch === ")") depth -= 1;
    if (ch === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  return [...parts, current];
}

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(`${file}:\n  ${unique.slice(0, 20).join("\n  ")}`);
  process.exit(1);
}
console.log(`${file}: every class is prefixed and every rule is scoped (${css.length} bytes).`);
