import { esES } from "../locales/es-ES";
import {
  allowedCharsCheck,
  documentPolicyCheck,
  firstnameLengthCheck,
  passwordPolicyCheck,
  textareaCountCheck,
  usernamePolicyCheck,
} from "./customRules";
import {
  allowedChars,
  documentPolicy,
  firstnameLength,
  isEmail,
  isNumeric,
  lastnameLength,
  passwordClassCount,
  passwordPolicy,
  textareaCountWithin,
  usernamePolicy,
} from "./predicates";
import { emailCheck, firstFailure, LIMITS, maxLengthCheck, minDigitsCheck, numericCheck, oneOfCheck, requiredCheck } from "./rules";

describe("passwordPolicy (first reading)", () => {
  it.each([["Abcdefg1"], ["abcdefg1!"], ["ABCDEFG1."], ["Abcdefgh!"], ["Ñandú123"], ["Abcd efg1"], ["Abcdefg1+"]])("accepts %s", (pw) => {
    expect(passwordPolicy(pw)).toBe(true);
  });

  it("needs 8 characters", () => {
    expect(passwordPolicy("Abcde1!")).toBe(false);
  });

  it("needs 3 of the 4 classes", () => {
    expect(passwordPolicy("abcdefgh1")).toBe(false);
    expect(passwordPolicy("ABCDEFGH!")).toBe(false);
    expect(passwordPolicy("Abcdefg+")).toBe(false);
  });

  it.each([["="], ["_"], ["&"], ["?"], ["-"], ["/"], ["\\"], ['"']])("refuses the character %s", (char) => {
    expect(passwordPolicy(`Abcdefg1${char}`)).toBe(false);
  });

  it("counts the classes", () => {
    expect(passwordClassCount("")).toBe(0);
    expect(passwordClassCount("a")).toBe(1);
    expect(passwordClassCount("aA")).toBe(2);
    expect(passwordClassCount("aA1")).toBe(3);
    expect(passwordClassCount("aA1$")).toBe(4);
    expect(passwordClassCount("aA1+")).toBe(3);
  });
});

describe("usernamePolicy", () => {
  it.each([["abc"], ["Juan123"], ["a".repeat(30)]])("accepts %s", (name) => {
    expect(usernamePolicy(name)).toBe(true);
  });

  it.each([["ab"], ["a".repeat(31)], ["juan.perez"], ["juan_perez"], ["juan perez"], ["piñón"], [""]])("refuses %s", (name) => {
    expect(usernamePolicy(name)).toBe(false);
  });
});

describe("allowedChars", () => {
  it.each([["María José O'Neill-Pérez, S.L."], ["Güemes Ñoño ÁÉÍÓÚÜÑ"], ["Calle 123"], [""]])("accepts %s", (text) => {
    expect(allowedChars(text)).toBe(true);
  });

  it.each([['"Luna"'], ["Luna & Sol"], ["a@b"], ["Crèpe"], ["Luna;"], ["50%"], ["Luna_Sol"]])("refuses %s", (text) => {
    expect(allowedChars(text)).toBe(false);
  });
});

describe("documentPolicy", () => {
  it.each([["12345678"], ["12345678Z"], ["X1234567L"], ["ABCDEFGHIJ"]])("accepts %s", (doc) => {
    expect(documentPolicy(doc)).toBe(true);
  });

  it.each([["1234567"], ["12345678901"], ["12345678-Z"], ["1234 5678"], [""]])("refuses %s", (doc) => {
    expect(documentPolicy(doc)).toBe(false);
  });
});

describe("simple predicates", () => {
  it("isNumeric", () => {
    expect(isNumeric("0123456789")).toBe(true);
    expect(isNumeric("612 345 678")).toBe(false);
    expect(isNumeric("+34612345678")).toBe(false);
    expect(isNumeric("")).toBe(false);
  });

  it("isEmail", () => {
    expect(isEmail("fincas.luna@example.com")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isEmail("a b@c.es")).toBe(false);
  });

  it("firstnameLength counts quotes twice", () => {
    expect(firstnameLength("a".repeat(50))).toBe(true);
    expect(firstnameLength("a".repeat(51))).toBe(false);
    expect(firstnameLength(`${"a".repeat(48)}"`)).toBe(true);
    expect(firstnameLength(`${"a".repeat(49)}"`)).toBe(false);
  });

  it("lastnameLength adds both surnames", () => {
    expect(lastnameLength("a".repeat(25), "b".repeat(25))).toBe(true);
    expect(lastnameLength("a".repeat(25), "b".repeat(26))).toBe(false);
    expect(lastnameLength(`${"a".repeat(24)}"`, "b".repeat(25))).toBe(false);
  });

  it("textareaCountWithin", () => {
    expect(textareaCountWithin("a".repeat(10), 10)).toBe(true);
    expect(textareaCountWithin(`${"a".repeat(5)}"`, 10)).toBe(false);
    expect(textareaCountWithin("a\nb", 3)).toBe(false);
  });

  it("holds the spec limits", () => {
    expect(LIMITS).toMatchObject({
      nameMax: 50,
      lastNamesMax: 50,
      emailMax: 100,
      phoneMinDigits: 9,
      issueTitleMax: 200,
      issueDescriptionMax: 1000,
    });
  });
});

describe("checks produce the exact messages", () => {
  it("required", () => {
    expect(requiredCheck(esES, "Usuario")("")).toBe("El campo Usuario es obligatorio.");
    expect(requiredCheck(esES, "Usuario")("   ")).toBe("El campo Usuario es obligatorio.");
    expect(requiredCheck(esES, "Usuario")("x")).toBeNull();
  });

  it("maxLength, email, numeric, minDigits, oneOf", () => {
    expect(maxLengthCheck(esES, "Email", 3)("abcd")).toBe("El campo Email no debe ser mayor a 3 caracteres");
    expect(maxLengthCheck(esES, "Email", 3)("abc")).toBeNull();
    expect(emailCheck(esES, "Email")("x")).toBe("El campo Email debe contener un correo electrónico válido.");
    expect(numericCheck(esES, "Teléfono")("6a")).toBe("El campo Teléfono sólo puede contener números.");
    expect(minDigitsCheck(esES, "Teléfono", 9)("12345678")).toBe("El campo Teléfono debe tener al menos 9 dígitos.");
    expect(oneOfCheck(esES, "Idioma", ["es"])("en")).toBe("El valor del campo Idioma no es válido.");
    expect(oneOfCheck(esES, "Idioma", ["es"])(" ES ")).toBeNull();
  });

  it("spec rules", () => {
    expect(passwordPolicyCheck(esES)("abc")).toBe(
      'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "',
    );
    expect(usernamePolicyCheck(esES)("a")).toBe(
      "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)",
    );
    expect(allowedCharsCheck(esES)("<")).toBe("Ha introducido carácteres prohibidos en nuestro sistema.");
    expect(documentPolicyCheck(esES)("1")).toBe(
      "El número de documento debe de contener sólo números o letras, y tener entre 8 y 10 caracteres",
    );
    expect(firstnameLengthCheck(esES, 50)("a".repeat(51))).toBe(
      "La longitud máxima del nombre o razón social debe de ser de 50 caracteres",
    );
    expect(textareaCountCheck(esES, "Descripción", 1000)("a".repeat(1001))).toBe(
      "El campo Descripción no debe ser mayor a 1000 caracteres",
    );
  });

  it("firstFailure stops at the first failing check", () => {
    expect(firstFailure("", [requiredCheck(esES, "X"), usernamePolicyCheck(esES)])).toBe("El campo X es obligatorio.");
    expect(firstFailure("abc", [requiredCheck(esES, "X"), usernamePolicyCheck(esES)])).toBeNull();
  });
});
