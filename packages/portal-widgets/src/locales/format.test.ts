import { esES } from "./es-ES";
import { esESComplete } from "./esESComplete.testing";
import { choosePlural, formatMessage, mergeMessages, messageForCode } from "./format";

describe("formatMessage", () => {
  it("replaces every placeholder, numbers included", () => {
    expect(formatMessage("El campo {{field}} no debe ser mayor a {{max}} caracteres", { field: "Asunto", max: 200 })).toBe(
      "El campo Asunto no debe ser mayor a 200 caracteres",
    );
  });

  it("replaces a repeated placeholder each time and tolerates inner spaces", () => {
    expect(formatMessage("{{a}}-{{ a }}", { a: "x" })).toBe("x-x");
  });

  it("leaves a placeholder without a value untouched", () => {
    expect(formatMessage("Contrato {{code}}", {})).toBe("Contrato {{code}}");
    expect(formatMessage("Contrato {{code}}")).toBe("Contrato {{code}}");
  });

  it("does not read inherited properties as values", () => {
    expect(formatMessage("{{toString}}", {})).toBe("{{toString}}");
  });

  it("keeps a value of 0 and an empty string", () => {
    expect(formatMessage("[{{n}}][{{s}}]", { n: 0, s: "" })).toBe("[0][]");
  });
});

describe("mergeMessages", () => {
  it("overrides one nested text and keeps the rest", () => {
    const merged = mergeMessages(esESComplete, { issues: { error: "Otro texto" } });
    expect(merged.issues.error).toBe("Otro texto");
    expect(merged.issues.success).toBe("El registro de la nueva solicitud se ha realizado con éxito.");
    expect(merged.login.codes["401"]).toBe("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.");
  });

  it("does not modify the base catalogue", () => {
    mergeMessages(esESComplete, { issues: { error: "Otro texto" } });
    expect(esESComplete.issues.error).toBe("Ha habido un error, inténtalo nuevamente.");
  });

  it("returns the base when there are no overrides", () => {
    expect(mergeMessages(esES)).toBe(esES);
    expect(mergeMessages(esES, {})).toEqual(esES);
  });

  it("ignores undefined values, unknown keys and a wrong shape", () => {
    const overrides = { issues: { error: undefined }, nope: { a: "b" }, session: "flat" } as never;
    const merged = mergeMessages(esES, overrides);
    expect(merged).toEqual(esES);
    expect("nope" in merged).toBe(false);
  });

  it("overrides a code catalogue entry", () => {
    const merged = mergeMessages(esES, { login: { codes: { "104": "Credenciales incorrectas." } } });
    expect(merged.login.codes["104"]).toBe("Credenciales incorrectas.");
    expect(merged.login.codes["462"]).toBe("El usuario y/o contraseña no son correctos para ingresar.");
  });
});

describe("messageForCode", () => {
  const catalogue = { "401": "caducada", default: "genérico" };

  it("finds a numeric or string code", () => {
    expect(messageForCode(catalogue, 401)).toBe("caducada");
    expect(messageForCode(catalogue, "401")).toBe("caducada");
  });

  it("falls back to default for unknown, missing and inherited codes", () => {
    expect(messageForCode(catalogue, 418)).toBe("genérico");
    expect(messageForCode(catalogue, undefined)).toBe("genérico");
    expect(messageForCode(catalogue, null)).toBe("genérico");
    expect(messageForCode(catalogue, "constructor")).toBe("genérico");
  });
});

describe("choosePlural", () => {
  const pick = (locale: Parameters<typeof choosePlural>[0], count: number) => choosePlural(locale, count, "one", "other");

  it.each(["es-ES", "ca-ES", "eu-ES", "gl-ES", "en"] as const)("%s: 1 is singular; 0, 2, 31 and 1,5 are plural", (locale) => {
    expect(pick(locale, 1)).toBe("one");
    expect([0, 2, 31, 1.5].map((count) => pick(locale, count))).toEqual(["other", "other", "other", "other"]);
  });

  it("falls back to the plural for CLDR's 'many' (a round million in Spanish and Catalan)", () => {
    expect(pick("es-ES", 1_000_000)).toBe("other");
    expect(pick("ca-ES", 1_000_000)).toBe("other");
  });
});
