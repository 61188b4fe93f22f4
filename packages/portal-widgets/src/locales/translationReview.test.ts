import { formatDate } from "../domain/format";
import { privacyPolicySections } from "../widgets/PrivacyPolicy/content";
import { loadLegalTranslation } from "../widgets/shared/legal/translations";
import type { TranslatedLocale } from "../widgets/shared/legal/translationTypes";
import type { LocaleId } from "./available";
import { esESComplete } from "./esESComplete.testing";
import { loadMessages } from "./load";
import type { CompleteMessages } from "./messages";

/*
 * The translation review's findings (issue 37), kept from coming back: one name for the
 * portal in Basque, Basque energy terms, one register (tu) in Catalan and Galician, each
 * language's acronym of the data protection regulation, English numbers. Every text of a
 * catalogue and of its legal pages is searched, so a new text that slips is caught too.
 */

/** Every string under `value`, with its path. */
function texts(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, path === "" ? key : `${path}.${key}`));
}

/** A translation's catalogue, complete (catalogues.test.ts checks each is). */
const catalogue = async (locale: TranslatedLocale) => (await loadMessages(locale)) as CompleteMessages;

async function everyText(locale: TranslatedLocale): Promise<Array<[string, string]>> {
  const [catalogue, legal] = await Promise.all([loadMessages(locale), loadLegalTranslation(locale)]);
  return [...texts(catalogue), ...texts(legal, "legal")];
}

/** The texts of `locale` matching `pattern`, as 'path: text' (empty when none). */
async function matching(locale: TranslatedLocale, pattern: RegExp): Promise<string[]> {
  return (await everyText(locale)).filter(([, text]) => pattern.test(text)).map(([path, text]) => `${path}: ${text}`);
}

describe("the reviewed translations", () => {
  it("Basque calls the portal 'Bulego Birtuala' everywhere, the tab title too", async () => {
    expect(await matching("eu-ES", /Oficina Virtual/)).toEqual([]);
    const eu = await catalogue("eu-ES");
    expect(eu.labels.pages.documentTitle).toBe("{{title}} | Bulego Birtuala");
    expect(eu.labels.home.company.name).toBe("Bulego Birtuala");
  });

  it("Basque: 'hornidura' for the supply, 'elektrizitatea' for electricity, PKE for the ICP", async () => {
    expect(await matching("eu-ES", /hornikuntz|horniketa|argindar|limitagailu|\bICP\b/i)).toEqual([]);
    expect(await matching("eu-ES", /Potentzia kontrolatzeko etengailuak \(PKE\)/)).toHaveLength(1);
  });

  it.each(["es-ES", "ca-ES", "eu-ES", "gl-ES", "en"] as const)(
    "%s: the date hint's example is written in the order the dates are shown",
    async (locale: LocaleId) => {
      const messages = locale === "es-ES" ? esESComplete : await catalogue(locale);
      const { formatHint } = messages.labels.invoices.dateRangePicker;
      const example = /(\d+)\D(\d+)\D(\d+)\.?$/.exec(formatHint);
      expect(example).not.toBeNull();
      const digits = (text: string) => text.replace(/\D/g, "");
      expect(digits(example![0])).toBe(digits(formatDate("2024-03-05", locale)));
    },
  );

  it("Catalan speaks to the customer as 'tu' everywhere, retry messages included; one word per thing", async () => {
    // Second-person plural (vosaltres: 'Torneu-ho', 'escriviu-nos') and third-person (vostè)
    // imperatives; 'treu-ho', 'escriu-nos' are the tu forms.
    const formal =
      /\bvostè\b|\b(?!treu|veu|beu)\w+eu-(ho|ne|los|les|la|lo|nos)\b|\b\w+(viu|ïu)-(ho|ne|los|les|la|lo|nos)\b|\b(Introduïu|Seleccioneu|Premeu|Trieu|Torneu|Proveu|Feu|Consulteu|Escriviu|Poseu|Contacteu|Truqueu|Introdueixi|Seleccioni|Premi|Torni|Provi|Contacti|Consulti|Escrigui|Truqui)\b/i;
    expect(await matching("ca-ES", formal)).toEqual([]);
    expect(await matching("ca-ES", /\brangs?\b|descarreg|gràfica/i)).toEqual([]);
    expect((await catalogue("ca-ES")).labels.insights.month.spent).toBe("Has gastat fins ara");
  });

  it("Galician speaks to the customer as 'ti' everywhere, retry messages included; one word per thing", async () => {
    const formal =
      /\bvostede\b|\bténteo\b|\b(Introduza|Seleccione|Prema|Escriba|Póñase|Contacte|Volva|Consulte|Chame|Agarde|Comprobe|Revise)\b/i;
    expect(await matching("gl-ES", formal)).toEqual([]);
    expect(await matching("gl-ES", /\brangos?\b|gráfica/i)).toEqual([]);
  });

  it.each([
    ["ca-ES", "RGPD", /\b(GDPR|DBEO|RXPD)\b/],
    ["eu-ES", "DBEO", /\b(RGPD|GDPR|RXPD)\b/],
    ["gl-ES", "RXPD", /\b(RGPD|GDPR|DBEO)\b/],
    ["en", "GDPR", /\b(RGPD|DBEO|RXPD)\b/],
  ] as const)("%s writes the data protection regulation as %s", async (locale, acronym, others) => {
    expect(await matching(locale, new RegExp(`\\b${acronym}\\b`))).not.toEqual([]);
    expect(await matching(locale, others)).toEqual([]);
    // With a case ending too ('RGPDren'): the acronym of another language must not stay.
    expect(await matching(locale, new RegExp(others.source.replace(/\\b$/, ""), others.flags))).toEqual([]);
  });

  it("Spanish keeps RGPD in its privacy policy", () => {
    expect(JSON.stringify(privacyPolicySections)).toContain("RGPD");
  });

  it("English writes amounts with a decimal point", async () => {
    const en = await catalogue("en");
    expect(en.labels.insights.threshold.hint).toBe("For example: 60.00");
    expect(await matching("en", /\d,\d{2}\b(?!\d)/)).toEqual([]);
  });
});
