import fc from "fast-check";

/*
 * Hostile values for the API fuzz test: what an attacker, a broken client or a bad paste
 * sends. Strings go into every parameter, header and body field; wrong types only into
 * JSON bodies (a URL or a header carries text anyway).
 */

const char = (code: number) => String.fromCharCode(code);

/** U+0000 in every disguise a client can send it. */
const nul = fc.constantFrom("\u0000", "a\u0000", "\u0000\u0000", "x\u0000' --");
/** Half of a surrogate pair alone, or a pair in the wrong order: no UTF-8 form exists. */
const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdfff }).map(char),
  fc.constantFrom("😀".slice(0, 1), "😀".slice(1), "\uDE00\uD83D", "a\uDBFF"),
);
/** C0 (tab and line breaks included), DEL and C1 control characters. */
const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }).map(char), fc.integer({ min: 0x7f, max: 0x9f }).map(char));
/** SQL, LIKE, HTML, template, path and URL metacharacters. */
const meta = fc.constantFrom(
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "%",
  "_",
  "\\",
  "%_\\",
  "$1",
  "::text",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "&quot;",
  "{{7*7}}",
  "${7*7}",
  "%s%n%x",
  "../../etc/passwd",
  "..\\..\\",
  "/",
  "?",
  "#",
  "&",
  "=",
  "+",
  ";",
  ",",
  " ",
  "",
  "%00",
  "%ZZ",
  "null",
  "undefined",
);
/** Text that is legal but unusual: direction overrides, zero widths, BOM, non-characters,
 * combining marks, other scripts' digits, case-folding traps, astral letters, emoji. */
const oddity = fc.constantFrom(
  "\u202E",
  "\u200B",
  "\u200D",
  "\uFEFF",
  "\uFFFE",
  "\uFFFF",
  "\uFFFD",
  "e\u0301",
  "\u0301",
  "１２３",
  "٣٤",
  "İ",
  "ß",
  "ﬁ",
  "\u2028",
  "\u2029",
  "\u00A0",
  "𝔘𝔫𝔦",
  "😀",
  "👩‍👩‍👧",
  "🇪🇸",
  "Ⅻ",
  "ǅ",
);
/** Numbers a schema must bound: out of range, not finite, in other notations. */
const numberText = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "-0",
    "1e309",
    "-1e309",
    "NaN",
    "Infinity",
    "99999999999999999999",
    "9007199254740993",
    "0x10",
    "1.5",
    "1,5",
    " 1",
    "1 ",
    "+1",
    "00001",
    "1e3",
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
/** Any code units at all, lone surrogates included. */
const anyUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 12 })
  .map((codes) => String.fromCharCode(...codes));

const piece = fc.oneof(
  { weight: 4, arbitrary: nul },
  { weight: 4, arbitrary: loneSurrogate },
  { weight: 3, arbitrary: control },
  { weight: 2, arbitrary: meta },
  { weight: 2, arbitrary: oddity },
  { weight: 2, arbitrary: numberText },
  { weight: 2, arbitrary: anyUnits },
);

/** Long strings around the limits (100, 4096, 64 kB body). */
const huge = fc
  .record({
    unit: fc.constantFrom("a", "ñ", "😀", "'", "\u0000", "%", "9"),
    length: fc.constantFrom(101, 1_201, 2_001, 4_097, 20_000, 70_000),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)));

/** A hostile string built around a field's valid value, so other checks pass and the
 * hostile part reaches as deep as it can. */
export function hostileString(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(piece, fc.nat())
        .map(([p, at]) => valid.slice(0, at % (valid.length + 1)) + p + valid.slice(at % (valid.length + 1))),
    },
    { weight: 2, arbitrary: piece },
    { weight: 2, arbitrary: fc.array(piece, { minLength: 2, maxLength: 5 }).map((parts) => parts.join("")) },
    { weight: 1, arbitrary: huge },
  );
}

/** A JSON value of the wrong type for a body field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, [], {}, [null], { $ne: "" }),
  // An own "__proto__" key, as JSON.parse makes it (a literal would set the prototype).
  fc.constant(JSON.parse('{"__proto__":{"admin":true}}') as unknown),
  fc.integer(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A body sent as these exact characters, not through JSON.stringify. */
export class RawBody {
  constructor(readonly text: string) {}
}

/** A JSON body that is not the object a route expects, or not JSON at all. */
export const wrongBody: fc.Arbitrary<unknown> = fc.oneof(
  wrongType,
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    new RawBody(`${"[".repeat(20_000)}${"]".repeat(20_000)}`),
    new RawBody(`${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`),
    new RawBody("{"),
    new RawBody('{"username":"ana","password":'),
    new RawBody('{"username":"\u0000"}'),
    new RawBody('{"username":"\ud800"}'),
    new RawBody("\u0000"),
    new RawBody(""),
  ),
);

/** Percent-encodes text for a URL the way a hostile client can: UTF-8, except that a lone
 * surrogate is written as its three WTF-8 bytes (%ED%A0%80), which encodeURIComponent
 * refuses to produce. */
export function encodeRaw(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}
