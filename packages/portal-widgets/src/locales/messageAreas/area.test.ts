import { caES } from "../ca-ES";
import { esES } from "../es-ES";
import { withOverrides } from "../overrides";
import { messageArea, messageAreaPart, messagesOf } from "./area";
import { fieldsMessages } from "./fields";
import { fieldsLoginMessages } from "./fieldsLogin";
import { invoicesMessages } from "./invoices";
import { LAZY_MESSAGE_KEYS } from "./keys";
import { signupMessages } from "./signup";
import { validationMessages } from "./validation";
import { validationLoginMessages } from "./validationLogin";

describe("messagesOf", () => {
  it("gives the Spanish texts themselves when the catalogue has none of the area (es-ES)", () => {
    for (const key of LAZY_MESSAGE_KEYS) expect(esES).not.toHaveProperty(key);
    expect(messagesOf(esES, signupMessages)).toBe(signupMessages.spanish);
  });

  it("replaces only the texts a host overrides over es-ES, and ignores unknown keys", () => {
    const messages = withOverrides(esES, { signup: { statuses: { "200": "Ese usuario ya existe." } } });
    const signup = messagesOf(messages, signupMessages);
    expect(signup.statuses["200"]).toBe("Ese usuario ya existe.");
    expect(signup.statuses["201"]).toBe(signupMessages.spanish.statuses["201"]);
    expect(messagesOf(messages, invoicesMessages)).toBe(invoicesMessages.spanish);

    const odd = withOverrides(esES, { signup: { statuses: { "999": "x" }, other: "y" } } as never);
    expect(messagesOf(odd, signupMessages)).toEqual(signupMessages.spanish);
  });

  it("takes a translated catalogue's area whole, and a host's override over it", () => {
    expect(messagesOf(caES, signupMessages)).toEqual(caES.signup);
    const overridden = messagesOf(withOverrides(caES, { invoices: { empty: "Cap factura" } }), invoicesMessages);
    expect(overridden.empty).toBe("Cap factura");
    expect(overridden.pdfError).toBe(caES.invoices.pdfError);
  });

  it("gives the same object for the same catalogue, a new one when the catalogue changes", () => {
    const messages = withOverrides(esES, { invoices: { empty: "Nada" } });
    expect(messagesOf(messages, invoicesMessages)).toBe(messagesOf(messages, invoicesMessages));
    expect(messagesOf(caES, invoicesMessages)).toBe(messagesOf(caES, invoicesMessages));
    const other = withOverrides(esES, { invoices: { empty: "Otra cosa" } });
    expect(messagesOf(other, invoicesMessages)).not.toBe(messagesOf(messages, invoicesMessages));
    expect(messagesOf(other, invoicesMessages).empty).toBe("Otra cosa");
  });

  it("types a handle's Spanish texts by its key (an unknown area or a missing text does not compile)", () => {
    // @ts-expect-error: there is no such area.
    expect(messageArea("nowhere", { empty: "x" }).key).toBe("nowhere");
    // @ts-expect-error: the loadCurve area has one text, `empty`.
    expect(messageArea("loadCurve", {}).key).toBe("loadCurve");
    expect(messageArea("loadCurve", { empty: "Sin datos" }).spanish.empty).toBe("Sin datos");
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
    expect(messagesOf(messages, fieldsLoginMessages)).toEqual({ ...fieldsLoginMessages.spanish, usuario: "Login" });
    expect(messagesOf(messages, fieldsMessages).usuario).toBe("Login");
    expect(messagesOf(messages, fieldsMessages).email).toBe("Correo");
    expect(messagesOf(messages, validationLoginMessages).required).toBe("Falta {{field}}");
    expect(messagesOf(messages, validationMessages).required).toBe("Falta {{field}}");
    expect(messagesOf(messages, validationMessages).maxLength).toBe(validationMessages.spanish.maxLength);
  });

  it("take a translated catalogue's texts", () => {
    expect(messagesOf(caES, fieldsLoginMessages).contrasena).toBe(caES.fields.contrasena);
    expect(messagesOf(caES, validationLoginMessages).required).toBe(caES.validation.required);
  });

  it("type a part's texts by the area (an unknown key does not compile)", () => {
    // @ts-expect-error: the fields area has no such text.
    expect(messageAreaPart("fields", { nowhere: "x" }).key).toBe("fields");
    expect(messageAreaPart("fields", { usuario: "Usuario" }).spanish).toEqual({ usuario: "Usuario" });
  });
});
