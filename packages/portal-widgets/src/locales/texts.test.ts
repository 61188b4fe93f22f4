import { LAZY_MESSAGE_KEYS } from "./areaKeys";
import * as caES from "./ca-ES";
import { esES } from "./es-ES";
import { commonMessages } from "./es-ES/common";
import { fieldsMessages } from "./es-ES/fields";
import { fieldsLoginMessages } from "./es-ES/fieldsLogin";
import { invoicesMessages } from "./es-ES/invoices";
import { pagesArea } from "./es-ES/labels/pages";
import { signupMessages } from "./es-ES/signup";
import { validationMessages } from "./es-ES/validation";
import { validationLoginMessages } from "./es-ES/validationLogin";
import type { CompleteMessages } from "./messages";
import { withOverrides } from "./overrides";
import { textArea, textsOf } from "./texts";

describe("textsOf", () => {
  it("gives the Spanish texts themselves when the catalogue has none of the area (es-ES)", () => {
    for (const key of LAZY_MESSAGE_KEYS) expect(esES).not.toHaveProperty(key);
    expect(textsOf(esES, signupMessages)).toBe(signupMessages.spanish);
  });

  it("replaces only the texts a host overrides over es-ES, and ignores unknown keys", () => {
    const messages = withOverrides(esES, { signup: { statuses: { "200": "Ese usuario ya existe." } } });
    const signup = textsOf(messages, signupMessages);
    expect(signup.statuses["200"]).toBe("Ese usuario ya existe.");
    expect(signup.statuses["201"]).toBe(signupMessages.spanish.statuses["201"]);
    expect(textsOf(messages, invoicesMessages)).toBe(invoicesMessages.spanish);

    const odd = withOverrides(esES, { signup: { statuses: { "999": "x" }, other: "y" } } as never);
    expect(textsOf(odd, signupMessages)).toEqual(signupMessages.spanish);
  });

  it("takes a translated catalogue's area whole, and a host's override over it", () => {
    expect(textsOf(caES, signupMessages)).toEqual(caES.signup);
    const overridden = textsOf(withOverrides(caES, { invoices: { empty: "Cap factura" } }), invoicesMessages);
    expect(overridden.empty).toBe("Cap factura");
    expect(overridden.pdfError).toBe(caES.invoices.pdfError);
  });

  it("gives the same object for the same catalogue, a new one when the catalogue changes", () => {
    const messages = withOverrides(esES, { invoices: { empty: "Nada" } });
    expect(textsOf(messages, invoicesMessages)).toBe(textsOf(messages, invoicesMessages));
    expect(textsOf(caES, invoicesMessages)).toBe(textsOf(caES, invoicesMessages));
    const other = withOverrides(esES, { invoices: { empty: "Otra cosa" } });
    expect(textsOf(other, invoicesMessages)).not.toBe(textsOf(messages, invoicesMessages));
    expect(textsOf(other, invoicesMessages).empty).toBe("Otra cosa");
  });

  it("types a handle's Spanish texts by its key (an unknown area or a missing text does not compile)", () => {
    // @ts-expect-error: there is no such area.
    expect(textArea("nowhere", { empty: "x" }).key).toBe("nowhere");
    // @ts-expect-error: the loadCurve area has one text, `empty`: the complete catalogue
    // (esESComplete, typed as every area complete) does not take a handle without it.
    const incomplete: CompleteMessages["loadCurve"] = textArea("loadCurve", {}).spanish;
    expect(incomplete).toEqual({});
    expect(textArea("loadCurve", { empty: "Sin datos" }).spanish.empty).toBe("Sin datos");
  });
});

describe("withOverrides and the message areas", () => {
  it("keeps an override of a lazily read area as given, and the first-load areas merged as before", () => {
    const overrides = { issues: { empty: "Ninguna" }, session: { expired: "Vuelve a entrar." } };
    const messages = withOverrides(esES, overrides);
    expect(messages.issues).toBe(overrides.issues);
    expect(messages.session.expired).toBe("Vuelve a entrar.");
    expect(messages.session.noContracts).toBe(esES.session.noContracts);
    expect(messages.labels).toBe(esES.labels);
  });

  it("adds no area the code does not know", () => {
    const messages = withOverrides(esES, { elsewhere: { title: "x" } } as never);
    expect(messages).not.toHaveProperty("elsewhere");
  });
});

describe("the login form's parts of the fields and validation areas", () => {
  const pairs = [
    [fieldsLoginMessages, fieldsMessages],
    [validationLoginMessages, validationMessages],
  ] as const;

  it("are the same Spanish texts as the whole areas' (spread, not copied)", () => {
    for (const [part, whole] of pairs) {
      expect(part.key).toBe(whole.key);
      for (const [key, text] of Object.entries(part.spanish)) expect(whole.spanish[key as keyof typeof whole.spanish]).toBe(text);
    }
    expect(Object.keys(fieldsLoginMessages.spanish).sort()).toEqual(["administradorFinca", "contrasena", "usuario"]);
    expect(Object.keys(validationLoginMessages.spanish).sort()).toEqual(["invalidOption", "required"]);
  });

  it("both take a host's override of the area, each only its own keys", () => {
    const messages = withOverrides(esES, { fields: { usuario: "Login", email: "Correo" }, validation: { required: "Falta {{field}}" } });
    expect(textsOf(messages, fieldsLoginMessages)).toEqual({ ...fieldsLoginMessages.spanish, usuario: "Login" });
    expect(textsOf(messages, fieldsMessages).usuario).toBe("Login");
    expect(textsOf(messages, fieldsMessages).email).toBe("Correo");
    expect(textsOf(messages, validationLoginMessages).required).toBe("Falta {{field}}");
    expect(textsOf(messages, validationMessages).required).toBe("Falta {{field}}");
    expect(textsOf(messages, validationMessages).maxLength).toBe(validationMessages.spanish.maxLength);
  });

  it("take a translated catalogue's texts", () => {
    expect(textsOf(caES, fieldsLoginMessages).contrasena).toBe(caES.fields.contrasena);
    expect(textsOf(caES, validationLoginMessages).required).toBe(caES.validation.required);
  });

  it("type a part's texts by the area (an unknown key does not compile)", () => {
    // @ts-expect-error: the fields area has no such text.
    expect(textArea("fields", { nowhere: "x" }).key).toBe("fields");
    expect(textArea("fields", { usuario: "Usuario" }).spanish).toEqual({ usuario: "Usuario" });
  });
});

describe("the first-load areas through their handles", () => {
  it("are es-ES's own objects, a host's override merged, or the translation", () => {
    expect(textsOf(esES, commonMessages)).toBe(esES.common);
    expect(textsOf(esES, pagesArea)).toBe(esES.labels.pages);
    const messages = withOverrides(esES, { common: { retryLater: "Otra vez" }, labels: { pages: { busy: "Un momento" } } });
    expect(textsOf(messages, commonMessages).retryLater).toBe("Otra vez");
    expect(textsOf(messages, commonMessages).unknownError).toBe(esES.common.unknownError);
    expect(textsOf(messages, pagesArea).busy).toBe("Un momento");
    expect(textsOf(caES, commonMessages)).toEqual(caES.common);
    expect(textsOf(caES, pagesArea)).toEqual(caES.labels.pages);
  });
});
