import { FORBIDDEN_CHARS_MESSAGE, isFreeText, isOneLineText } from "./plainText";
import { type RouteId, routes } from "./routes";
import { freeText, oneLine } from "./schemas/common";
import { requestSamples } from "./testing/samples.testing";

/* Every text a request carries refuses U+0000, unpaired surrogates and control characters
 * (the server then answers 400 instead of failing in PostgreSQL), and Unicode's line and
 * paragraph separators and bidirectional controls (text that would show other than typed). */

const HOSTILE = {
  nul: "\u0000",
  loneHigh: "\uD800",
  loneLow: "\uDC00",
  c0: "\u0001",
  escape: "\u001B",
  del: "\u007F",
  c1: "\u0085",
  lineSeparator: "\u2028",
  paragraphSeparator: "\u2029",
  rightToLeftOverride: "\u202E",
  firstStrongIsolate: "\u2068",
};
/** Fields a person writes on several lines. */
const FREE_TEXT_FIELDS = new Set(["issueAdd.body.description", "createDebugLog.body.detail"]);

type Part = "params" | "query" | "headers" | "body";

/** The path to every string in a sample. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
}

function withLeaf(value: unknown, path: string[], leaf: string): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = { ...(value as Record<string, unknown>) };
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

const cases = (Object.keys(requestSamples) as RouteId[]).flatMap((id) =>
  (["params", "query", "headers", "body"] as Part[]).flatMap((part) => {
    const sample = requestSamples[id][part];
    const schema = routes[id].request[part as keyof (typeof routes)[RouteId]["request"]] as
      | { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }
      | undefined;
    if (!sample || !schema) return [];
    return stringLeaves(sample).map((path) => ({ id, part, path, sample, schema, name: `${id}.${part}.${path.join(".")}` }));
  }),
);

describe("request text refuses hostile characters", () => {
  it("finds the sample fields to try", () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)("$name", ({ sample, schema, path, name }) => {
    const original = path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], sample) as string;
    expect(schema.safeParse(sample).success, "the sample itself").toBe(true);
    for (const [label, char] of Object.entries(HOSTILE)) {
      const result = schema.safeParse(withLeaf(sample, path, `${original.slice(0, 2)}${char}${original.slice(2)}`));
      expect(result.success, `${label} in ${name}`).toBe(false);
    }
    const tabbed = schema.safeParse(withLeaf(sample, path, `${original}\t`)).success;
    if (FREE_TEXT_FIELDS.has(name)) {
      expect(tabbed, "free text keeps a tab").toBe(true);
      expect(schema.safeParse(withLeaf(sample, path, `${original}\r\n`)).success, "free text keeps CR LF").toBe(true);
    }
  });
});

describe("oneLine and freeText", () => {
  it("accept accents, emoji (a well-formed surrogate pair) and quotes", () => {
    for (const value of ["Peña Núñez", "Hola 😀", 'dice "sí" & <b>', "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "ES0021\u00A0000"]) {
      expect(oneLine(50).safeParse(value).success, value).toBe(true);
      expect(freeText(50).safeParse(value).success, value).toBe(true);
    }
  });

  it("one line refuses every control character; free text keeps tab and line breaks", () => {
    for (const char of ["\t", "\n", "\r"]) {
      expect(isOneLineText(`a${char}b`)).toBe(false);
      expect(isFreeText(`a${char}b`)).toBe(true);
    }
    for (const char of ["\u0000", "\u0007", "\u000B", "\u000C", "\u001F", "\u007F", "\u0080", "\u009F"]) {
      expect(isOneLineText(`a${char}b`)).toBe(false);
      expect(isFreeText(`a${char}b`)).toBe(false);
    }
  });

  it("refuses Unicode's line and paragraph separators and the bidirectional controls, in one line and in free text", () => {
    const controls = ["\u2028", "\u2029", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
    for (const char of controls) {
      const value = `Aviso${char} urgente`;
      expect(isOneLineText(value), JSON.stringify(char)).toBe(false);
      expect(isFreeText(value), JSON.stringify(char)).toBe(false);
      expect(oneLine(50).safeParse(value).error?.issues[0]?.message).toBe(FORBIDDEN_CHARS_MESSAGE);
      expect(freeText(50).safeParse(value).error?.issues[0]?.message).toBe(FORBIDDEN_CHARS_MESSAGE);
    }
    // Their neighbours stay allowed: the left-to-right and right-to-left marks, and U+2065.
    for (const char of ["\u200E", "\u200F", "\u2027", "\u202F", "\u2065", "\u206A"]) {
      expect(isOneLineText(`a${char}b`), JSON.stringify(char)).toBe(true);
    }
  });

  it("refuses a surrogate half alone, at either end, and reversed pairs", () => {
    for (const value of ["\uD83D", "a\uDE00", "\uDE00\uD83D", "😀\uD83D"]) {
      expect(isOneLineText(value), JSON.stringify(value)).toBe(false);
      expect(isFreeText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("says why in Spanish", () => {
    const result = oneLine(10).safeParse("a\u0000");
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARS_MESSAGE);
  });
});
