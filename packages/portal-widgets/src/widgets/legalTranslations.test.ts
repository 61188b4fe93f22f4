// The legal pages in every language against the Spanish ones (beside the widgets: a test in
// widgets/shared may not import a widget's Spanish content).
import { STORED_KEYS } from "../core/session/storedKeys";
import { LOCALES, type LocaleId } from "../locales/available";
import { cookiePolicySections } from "./CookiePolicy/content";
import { legalNoticeSections } from "./LegalNotice/content";
import { privacyPolicySections } from "./PrivacyPolicy/content";
import { storedKeysCa } from "./shared/legal/ca-ES/cookiePolicy";
import { COMPANY } from "./shared/legal/company";
import { storedKeysEn } from "./shared/legal/en/cookiePolicy";
import { storedKeysEu } from "./shared/legal/eu-ES/cookiePolicy";
import { storedKeysGl } from "./shared/legal/gl-ES/cookiePolicy";
import type { LegalBlock, LegalSection } from "./shared/legal/LegalPage";
import type { StoredKeyTexts } from "./shared/legal/storedKeyRows";
import { type LegalPageId, type LegalTranslation, loadLegalTranslation, type TranslatedLocale } from "./shared/legal/translations";

const SPANISH: Record<LegalPageId, readonly LegalSection[]> = {
  legalNotice: legalNoticeSections,
  privacyPolicy: privacyPolicySections,
  cookiePolicy: cookiePolicySections,
};
const PAGES = Object.keys(SPANISH) as LegalPageId[];
const OTHERS = LOCALES.filter((locale): locale is TranslatedLocale => locale !== "es-ES");

/** What must match across languages: the blocks' kinds, list lengths, the pages linked, and
 * the cookie tables' rows (names and owner come from STORED_KEYS and COMPANY, untranslated). */
function shape(sections: readonly LegalSection[]) {
  return sections.map((section) =>
    section.blocks.map((block) => {
      if (block.kind === "list") return { kind: block.kind, items: block.items.length };
      if (block.kind === "links") return { kind: block.kind, to: block.to };
      if (block.kind === "cookies") return { kind: block.kind, rows: block.rows.map((row) => [row.name, row.provider]) };
      return { kind: block.kind };
    }),
  );
}

/** Every text of a block, in order, so two languages' blocks pair up text by text. */
function texts(block: LegalBlock): string[] {
  if (block.kind === "p") return [block.text];
  if (block.kind === "list") return [...block.items];
  if (block.kind === "links") return [block.intro];
  return [block.caption, ...block.rows.flatMap((row) => [row.purpose, row.expiry])];
}

function pairs(spanish: readonly LegalSection[], other: readonly LegalSection[]): Array<[string, string]> {
  return spanish.flatMap((section, s) => {
    const translated = other[s]!;
    const blocks = section.blocks.flatMap((block, b) => {
      const mine = texts(translated.blocks[b]!);
      return texts(block).map((text, t): [string, string] => [text, mine[t]!]);
    });
    return [[section.heading, translated.heading] as [string, string], ...blocks];
  });
}

/** Spanish names that stay in every language: the company's data (name, address, registry
 * entry) and public bodies some translations quote beside their own name. */
const KEPT = [...Object.values(COMPANY), "Agencia Española de Protección de Datos", "Juntas Arbitrales de Consumo", "Código de Comercio"];
const withoutNames = (text: string) => KEPT.reduce((rest, name) => rest.split(name).join(" "), text);
// Hyphens and apostrophes join: Catalan 'custodiar-los' is not Spanish 'los'.
const words = (text: string) =>
  withoutNames(text)
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter(Boolean);
/** What is left of a text without names, references, codes and numbers: its prose. */
const prose = (text: string) =>
  words(text)
    .filter((word) => !/^(rgpd|lssi-ce|localstorage|sessionstorage|cups|nif|nie|cif|art|ip|www|aepd|es)$/.test(word))
    .join(" ");

/** Common Spanish words that the language does not have (Galician shares many, so fewer). */
const SPANISH_ONLY: Record<TranslatedLocale, readonly string[]> = {
  "ca-ES": ["los", "las", "y", "usuario", "datos", "para", "cuando", "también", "puedes", "puede", "hasta", "sesión", "contraseña"],
  "gl-ES": ["los", "las", "y", "del", "al", "una", "cuando", "también", "puedes", "hasta", "contraseña", "guarda"],
  "eu-ES": ["de", "la", "el", "los", "las", "que", "y", "para", "con", "datos", "sesión", "usuario"],
  en: ["de", "la", "el", "los", "las", "que", "y", "para", "con", "datos", "sesión", "usuario"],
};

const STORED_KEY_TEXTS: Record<TranslatedLocale, StoredKeyTexts> = {
  "ca-ES": storedKeysCa,
  "eu-ES": storedKeysEu,
  "gl-ES": storedKeysGl,
  en: storedKeysEn,
};

const REGULATION: Record<TranslatedLocale, string> = { "ca-ES": "RGPD", "eu-ES": "DBEO", "gl-ES": "RXPD", en: "GDPR" };

describe.each(OTHERS)("the legal pages in %s", (locale) => {
  let translation: LegalTranslation;
  beforeAll(async () => {
    translation = await loadLegalTranslation(locale);
  });

  it.each(PAGES)("%s has the Spanish page's sections, blocks, list items, links and cookie rows", (page) => {
    expect(shape(translation[page])).toEqual(shape(SPANISH[page]));
  });

  it.each(PAGES)("%s translates every heading, paragraph, item, caption and table cell", (page) => {
    for (const [spanish, text] of pairs(SPANISH[page], translation[page])) {
      expect(text.trim(), spanish).toBe(text);
      expect(text.length, spanish).toBeGreaterThan(0);
      // A text with prose of its own must differ from the Spanish once names are set aside
      // (a label of two or three words may be the same: Galician 'Correo electrónico').
      if (prose(spanish).split(" ").length > 3) expect(prose(text), `${locale}: ${text}`).not.toBe(prose(spanish));
    }
  });

  it.each(PAGES)("%s has no common Spanish words left", (page) => {
    const all = pairs(SPANISH[page], translation[page]).map(([, text]) => text);
    const leftovers = all.flatMap((text) =>
      words(text)
        .filter((word) => SPANISH_ONLY[locale].includes(word))
        .map((word) => `${word}: ${text}`),
    );
    expect(leftovers).toEqual([]);
  });

  it("keeps every legal name, tax id, address and law reference of the Spanish text", () => {
    const spanishText = JSON.stringify(SPANISH);
    const text = JSON.stringify(translation);
    // The data protection regulation as each language's legal texts write it (RGPD in Spanish).
    expect(spanishText).toContain("RGPD");
    expect(text).toContain(REGULATION[locale]);
    for (const kept of [
      COMPANY.name,
      COMPANY.cif,
      COMPANY.address,
      COMPANY.registry,
      COMPANY.dpoEmail,
      COMPANY.phone,
      "LSSI-CE",
      "6.1.b",
      "22.2",
    ]) {
      expect(spanishText).toContain(kept);
      expect(text, kept).toContain(kept);
    }
  });

  it("translates the purpose and lifetime of exactly the keys the library stores", () => {
    expect(Object.keys(STORED_KEY_TEXTS[locale]).sort()).toEqual(STORED_KEYS.map((entry) => entry.name).sort());
  });
});

it("the words test would catch a Spanish copy (so it can fail)", () => {
  const copied = SPANISH.privacyPolicy.flatMap((section) => section.blocks.flatMap(texts));
  for (const locale of OTHERS) expect(copied.some((text) => words(text).some((word) => SPANISH_ONLY[locale].includes(word)))).toBe(true);
  expect(OTHERS satisfies LocaleId[]).toHaveLength(4);
});
