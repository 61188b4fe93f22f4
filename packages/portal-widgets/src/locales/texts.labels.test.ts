import * as caES from "./ca-ES";
import { esES } from "./es-ES";
import { accountArea, accountLabels } from "./es-ES/labels/account";
import { accountLoginArea, accountLoginLabels } from "./es-ES/labels/accountLogin";
import { homeArea, homeLabels } from "./es-ES/labels/home";
import { homeFrameArea, homeFrameLabels } from "./es-ES/labels/homeFrame";
import { insightsArea } from "./es-ES/labels/insights";
import { withOverrides } from "./overrides";
import { textArea, textsOf } from "./texts";

describe("textsOf", () => {
  it("gives the Spanish labels themselves when the catalogue has none of the area (es-ES)", () => {
    expect(esES.labels).not.toHaveProperty("home");
    expect(textsOf(esES, homeArea)).toBe(homeLabels);
    expect(textsOf(esES, homeFrameArea)).toBe(homeFrameLabels);
  });

  it("replaces only the labels a host overrides over es-ES, and ignores unknown keys", () => {
    const messages = withOverrides(esES, {
      labels: { home: { summary: { label: "Tu resumen" }, company: { email: "clientes@energia.example" } } },
    });
    const home = textsOf(messages, homeArea);
    expect(home.summary.label).toBe("Tu resumen");
    expect(home.summary.contractsHeading).toBe("Contratos");
    expect(home.contracts).toBe(homeLabels.contracts);
    expect(home).not.toHaveProperty("company");
    // The other handle of the same area takes its own part of the override.
    expect(textsOf(messages, homeFrameArea).company).toEqual({ ...homeFrameLabels.company, email: "clientes@energia.example" });
    expect(textsOf(messages, insightsArea)).toBe(insightsArea.spanish);

    const odd = withOverrides(esES, { labels: { home: { summary: { unknown: "x" } } } } as never);
    expect(textsOf(odd, homeArea).summary).toEqual(homeLabels.summary);
  });

  it("takes a translated catalogue's area whole, and a host's override over it", () => {
    const home = textsOf(caES, homeArea);
    for (const key of Object.keys(homeLabels)) expect(home[key as keyof typeof home]).toEqual(caES.labels.home[key as keyof typeof home]);
    expect(textsOf(caES, homeFrameArea).header).toEqual(caES.labels.home.header);

    const overridden = textsOf(withOverrides(caES, { labels: { home: { summary: { label: "Resum meu" } } } }), homeArea);
    expect(overridden.summary.label).toBe("Resum meu");
    expect(overridden.summary.contractsHeading).toBe(caES.labels.home.summary.contractsHeading);
  });

  it("gives the same object for the same catalogue, a new one when the catalogue changes", () => {
    const messages = withOverrides(esES, { labels: { home: { summary: { label: "Tu resumen" } } } });
    expect(textsOf(messages, homeArea)).toBe(textsOf(messages, homeArea));
    expect(textsOf(caES, homeArea)).toBe(textsOf(caES, homeArea));
    const other = withOverrides(esES, { labels: { home: { summary: { label: "Otro" } } } });
    expect(textsOf(other, homeArea)).not.toBe(textsOf(messages, homeArea));
    expect(textsOf(other, homeArea).summary.label).toBe("Otro");
  });

  it("gives a handle its area's key (an unknown key does not type-check)", () => {
    // @ts-expect-error: there is no such area.
    expect(textArea("labels.nowhere", { summary: { label: "Resumen" } }).key).toBe("labels.nowhere");
    expect(textArea("labels.home", { summary: { label: "Resumen" } }).key).toBe("labels.home");
  });

  it("keeps the home area's two handles apart (no key in both)", () => {
    const frame = Object.keys(homeFrameLabels);
    expect(Object.keys(homeLabels).filter((key) => frame.includes(key))).toEqual([]);
  });
});

describe("withOverrides", () => {
  it("is the catalogue itself without overrides, and merges the first-load areas as before", () => {
    expect(withOverrides(esES, undefined)).toBe(esES);
    const messages = withOverrides(esES, { labels: { pages: { titles: { home: "Portada" } } }, common: { unknownError: "¿?" } });
    expect(messages.labels.pages.titles.home).toBe("Portada");
    expect(messages.labels.pages.titles.login).toBe(esES.labels.pages.titles.login);
    expect(messages.common.unknownError).toBe("¿?");
    expect(messages.labels).not.toHaveProperty("home");
  });

  it("adds no label area the code does not know", () => {
    const messages = withOverrides(esES, { labels: { elsewhere: { title: "x" } } } as never);
    expect(messages.labels).not.toHaveProperty("elsewhere");
  });
});

describe("the account area's two handles", () => {
  it("share only the administrator checkbox, with the same Spanish text", () => {
    const login = Object.keys(accountLoginLabels);
    expect(Object.keys(accountLabels).filter((key) => login.includes(key))).toEqual(["administradorFinca"]);
    expect(accountLoginLabels.administradorFinca).toBe(accountLabels.administradorFinca);
  });

  it("both take a host's override of the area", () => {
    const messages = withOverrides(esES, {
      labels: { account: { administradorFinca: "Soy administrador", login: { submit: "Acceder" } } },
    });
    expect(textsOf(messages, accountLoginArea).administradorFinca).toBe("Soy administrador");
    expect(textsOf(messages, accountArea).administradorFinca).toBe("Soy administrador");
    expect(textsOf(messages, accountLoginArea).login.submit).toBe("Acceder");
    expect(textsOf(caES, accountLoginArea).login).toEqual(caES.labels.account.login);
  });
});
