import { intlLocale, LOCALES, type LocaleId, languageTag, matchLocale, resolveLocale } from "./available";
import { readingMessages } from "./es-ES/reading";
import { esESComplete } from "./esESComplete.testing";
import { loadedMessages, loadMessages } from "./load";
import type { Messages } from "./messages";
import { textsOf } from "./texts";

/** Every leaf of a catalogue as [path, text]. */
function leaves(node: unknown, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const OTHERS = LOCALES.filter((locale): locale is Exclude<LocaleId, "es-ES"> => locale !== "es-ES");
// Every Spanish label area, the lazily loaded ones included (esESComplete.testing.ts).
const spanish = new Map(leaves(esESComplete));

describe.each(OTHERS)("the %s catalogue", (locale) => {
  let messages: Messages;
  beforeAll(async () => {
    messages = await loadMessages(locale);
  });

  it("has exactly the keys of es-ES", () => {
    const keys = leaves(messages).map(([path]) => path);
    expect(keys.sort()).toEqual([...spanish.keys()].sort());
  });

  it("keeps each text's {{placeholders}}", () => {
    for (const [path, text] of leaves(messages))
      expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(spanish.get(path) ?? ""));
  });

  it("has only non-empty strings without stray whitespace or braces", () => {
    for (const [path, text] of leaves(messages)) {
      expect(text.length, path).toBeGreaterThan(0);
      expect(text.trim(), path).toBe(text);
      expect(text.replace(/\{\{\w+\}\}/g, ""), path).not.toMatch(/[{}]/);
    }
  });

  it("translates the screens (most texts differ from Spanish)", () => {
    const all = leaves(messages);
    const same = all.filter(([path, text]) => spanish.get(path) === text);
    // Codes, units, CUPS, phone numbers and names stay, and Galician shares many words with
    // Spanish (Contrato, Estado, Gas: about 30 %); a copy of es-ES would still be caught.
    expect(same.length / all.length).toBeLessThan(0.4);
  });

  it("stays loaded once fetched", () => {
    expect(loadedMessages(locale)).toBe(messages);
  });
});

describe("tariff periods keep each language's usual names", () => {
  it.each([
    ["ca-ES", ["Punta", "Pla", "Vall"]],
    ["eu-ES", ["Puntako ordua", "Lauko ordua", "Haraneko ordua"]],
    ["gl-ES", ["Punta", "Chan", "Val"]],
    ["en", ["Peak", "Mid-peak", "Off-peak"]],
  ] as const)("%s", async (locale, names) => {
    const { punta, llano, valle } = textsOf(await loadMessages(locale), readingMessages).labels;
    expect([punta, llano, valle]).toEqual(names);
  });
});

describe("matchLocale", () => {
  it.each([
    ["ca", "ca-ES"],
    ["CA-es", "ca-ES"],
    ["ca-ES-valencia", "ca-ES"],
    ["eu_ES", "eu-ES"],
    ["gl", "gl-ES"],
    ["en-GB", "en"],
    ["es", "es-ES"],
  ] as const)("%s → %s", (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it("knows no other language, and resolveLocale falls back to Spanish", () => {
    expect(matchLocale("fr")).toBeUndefined();
    expect(matchLocale("")).toBeUndefined();
    expect(resolveLocale("pt-PT")).toBe("es-ES");
  });

  it("gives <html lang> the language alone", () => {
    expect(LOCALES.map(languageTag)).toEqual(["es", "ca", "eu", "gl", "en"]);
  });
});

describe("intlLocale", () => {
  it("formats English the British way and every language but Spanish with Spanish behind it", () => {
    expect(LOCALES.map(intlLocale)).toEqual([["es-ES"], ["ca-ES", "es-ES"], ["eu-ES", "es-ES"], ["gl-ES", "es-ES"], ["en-GB", "es-ES"]]);
  });

  it("lets Intl fall back to Spanish, not to the browser's language, where it lacks one (Chromium: Basque, Galician)", () => {
    // 'qaa' (a private-use language) stands for a language the browser has no data for.
    const format = new Intl.NumberFormat(["qaa", "es-ES"], {
      style: "currency",
      currency: "EUR",
      useGrouping: "always",
    } as Intl.NumberFormatOptions);
    expect(format.resolvedOptions().locale).toBe("es-ES");
    expect(format.format(1234.5)).toBe("1.234,50\u00a0€");
  });
});
