import axe from "axe-core";

/** Runs axe on a rendered tree and returns the violations, formatted for a readable
 * failure. jsdom computes no layout, so colour contrast is left to the browser checks. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
