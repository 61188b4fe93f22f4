import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The WordPress plugin's static promises; e2e/wordpress.spec.ts runs it in a real WordPress.
const plugin = "integrations/wordpress/oficina-virtual";
const read = (path: string) => readFileSync(path, "utf8");

describe("WordPress plugin", () => {
  it("declares a GPL-2.0-compatible licence, as WordPress plugins must", () => {
    const header = read(`${plugin}/oficina-virtual.php`).slice(0, 1200);
    expect(header).toMatch(/^ \* Plugin Name: +Oficina Virtual$/m);
    expect(header).toMatch(/^ \* License: +GPL-2\.0-or-later$/m);
    expect(read(`${plugin}/readme.txt`)).toMatch(/^License: GPL-2\.0-or-later$/m);
  });

  it("offers only widgets the embed defines, by their custom element", () => {
    const embedTags = new Set([...read("packages/portal-widgets/src/embed/widgets.ts").matchAll(/tag: "(ov-[a-z-]+)"/g)].map((m) => m[1]));
    const pluginTags = [...read(`${plugin}/includes/widgets.php`).matchAll(/'tag' +=> '([^']+)'/g)].map((m) => m[1]);
    expect(pluginTags.length).toBeGreaterThan(5);
    for (const tag of pluginTags) expect(embedTags, tag).toContain(tag);
    // The shortcode's example in the issue and the docs.
    expect(read(`${plugin}/includes/widgets.php`)).toContain("'contracts-table'  => array(\n\t\t\t'tag'   => 'ov-contracts-table',");
  });

  it("keeps the customer on the page after login, and the docs' snippet does too", () => {
    expect(read(`${plugin}/includes/render.php`)).toContain('navigation="none"');
    const snippet = /## Snippet for CMS editors\n\n```html\n([\s\S]*?)```/.exec(read("packages/portal-widgets/EMBED.md"))?.[1] ?? "";
    expect(snippet).toMatch(/<ov-portal [^>]*navigation="none"/);
    // Each element holds a fallback text for when the script cannot load.
    for (const element of snippet.matchAll(/<(ov-(?!portal)[a-z-]+)[^>]*>([\s\S]*?)<\/\1>/g)) {
      expect(element[2], element[1]).toContain("Si no aparece");
    }
  });

  it.skipIf(spawnSync("sh", ["-c", "command -v php || ls /usr/bin/php8*"]).status !== 0)("is valid PHP", () => {
    const php = spawnSync("sh", ["-c", "command -v php || ls /usr/bin/php8* | head -n 1"], { encoding: "utf8" }).stdout.trim();
    const files = ["oficina-virtual.php", ...readdirSync(`${plugin}/includes`).map((f) => `includes/${f}`)];
    for (const file of files) {
      const lint = spawnSync(php, ["-l", join(plugin, file)], { encoding: "utf8" });
      expect(lint.status, `${file}: ${lint.stdout}${lint.stderr}`).toBe(0);
    }
  });
});
