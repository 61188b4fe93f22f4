import { esES } from "../locales/es-ES";
import { withOverrides } from "../locales/overrides";
import { fieldErrors } from "./fieldErrors";
import { administratorSignupFormSchema, customerSignupFormSchema, signupFormSchema } from "./signup";

const valid = {
  firstName: "María José",
  lastName1: "García",
  lastName2: "Pérez",
  user: "mariajose1",
  password: "Abcdefg1!",
  confirmPassword: "Abcdefg1!",
  email: "maria@example.com",
  typeDoc: "nif",
  idDoc: "12345678z",
  ownerCif: "12345678Z",
  telephone: "612345678",
  language: "es",
  isTitular: "true",
};

const errors = (changes: Record<string, unknown>, schema = customerSignupFormSchema()) =>
  fieldErrors(schema.safeParse({ ...valid, ...changes }));

describe("customerSignupFormSchema", () => {
  it("accepts a valid form and normalises documents", () => {
    expect(customerSignupFormSchema().parse({ ...valid, typeDoc: "NIF", email: " maria@example.com " })).toMatchObject({
      typeDoc: "nif",
      idDoc: "12345678Z",
      ownerCif: "12345678Z",
      email: "maria@example.com",
    });
  });

  describe("Nombre / Razón Social", () => {
    it("is required", () => {
      expect(errors({ firstName: "" })).toEqual({ firstName: "El campo Nombre / Razón Social es obligatorio." });
    });
    it("is at most 50 characters, quotes counting twice", () => {
      expect(errors({ firstName: "a".repeat(50) })).toEqual({});
      expect(errors({ firstName: "a".repeat(51) })).toEqual({
        firstName: "La longitud máxima del nombre o razón social debe de ser de 50 caracteres",
      });
    });
    it("takes allowed characters only", () => {
      expect(errors({ firstName: "Fincas Luna, S.L." })).toEqual({});
      expect(errors({ firstName: "Luna & Sol" })).toEqual({ firstName: "Ha introducido carácteres prohibidos en nuestro sistema." });
    });
  });

  describe("Primer and Segundo Apellido", () => {
    it("are optional", () => {
      expect(errors({ lastName1: "", lastName2: "" })).toEqual({});
      expect(errors({ lastName1: undefined, lastName2: undefined })).toEqual({});
    });
    it("take allowed characters only", () => {
      expect(errors({ lastName1: "O'Neill-Núñez" })).toEqual({});
      expect(errors({ lastName1: "Gar<cía" })).toEqual({ lastName1: "Ha introducido carácteres prohibidos en nuestro sistema." });
      expect(errors({ lastName2: "Pé@rez" })).toEqual({ lastName2: "Ha introducido carácteres prohibidos en nuestro sistema." });
    });
    it("add up to at most 50 characters", () => {
      const message = "La longitud máxima de los apellidos (sumando ambos) debe de ser de 50 caracteres";
      expect(errors({ lastName1: "a".repeat(25), lastName2: "b".repeat(25) })).toEqual({});
      expect(errors({ lastName1: "a".repeat(25), lastName2: "b".repeat(26) })).toEqual({ lastName1: message, lastName2: message });
      expect(errors({ lastName1: "a".repeat(51), lastName2: "" })).toEqual({ lastName1: message, lastName2: message });
    });
  });

  describe("Nombre de usuario", () => {
    it("is required", () => {
      expect(errors({ user: "" })).toEqual({ user: "El campo Nombre de usuario es obligatorio." });
    });
    it("follows the username policy", () => {
      const message = "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)";
      expect(errors({ user: "ab" })).toEqual({ user: message });
      expect(errors({ user: "maria.jose" })).toEqual({ user: message });
      expect(errors({ user: "abc" })).toEqual({});
    });
  });

  describe("Contraseña and Confirmar contraseña", () => {
    it("require a password", () => {
      expect(errors({ password: "", confirmPassword: "" })).toEqual({
        password: "El campo Contraseña es obligatorio.",
        confirmPassword: "El campo Confirmar contraseña es obligatorio.",
      });
    });
    it("apply the password policy", () => {
      expect(errors({ password: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual({
        password:
          'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "',
      });
    });
    it("require the confirmation to match", () => {
      expect(errors({ confirmPassword: "Abcdefg1?" })).toEqual({ confirmPassword: "Las contraseñas no coinciden." });
      expect(errors({ confirmPassword: "" })).toEqual({ confirmPassword: "El campo Confirmar contraseña es obligatorio." });
    });
  });

  describe("Email", () => {
    it("is required", () => {
      expect(errors({ email: "" })).toEqual({ email: "El campo Email es obligatorio." });
    });
    it("is at most 100 characters", () => {
      expect(errors({ email: `${"a".repeat(95)}@x.es` })).toEqual({});
      expect(errors({ email: `${"a".repeat(96)}@x.es` })).toEqual({ email: "El campo Email no debe ser mayor a 100 caracteres" });
    });
    it("is a valid address", () => {
      expect(errors({ email: "maria@" })).toEqual({ email: "El campo Email debe contener un correo electrónico válido." });
    });
  });

  describe("Tipo de documento", () => {
    it("is required", () => {
      expect(errors({ typeDoc: "" })).toEqual({ typeDoc: "El campo Tipo de documento es obligatorio." });
    });
    it("is NIF, CIF or NIE", () => {
      expect(errors({ typeDoc: "NIE" })).toEqual({});
      expect(errors({ typeDoc: "cif" })).toEqual({});
      expect(errors({ typeDoc: "dni" })).toEqual({ typeDoc: "El valor del campo Tipo de documento no es válido." });
    });
  });

  describe("Número de documento", () => {
    const message = "El número de documento debe de contener sólo números o letras, y tener entre 8 y 10 caracteres";
    it("is required", () => {
      expect(errors({ idDoc: "", isTitular: "false" })).toEqual({ idDoc: "El campo Número de documento es obligatorio." });
    });
    it("follows the document policy", () => {
      expect(errors({ idDoc: "1234567", isTitular: "false" })).toEqual({ idDoc: message });
      expect(errors({ idDoc: "12345678-Z", isTitular: "false" })).toEqual({ idDoc: message });
      expect(errors({ idDoc: "B12345674", isTitular: "false" })).toEqual({});
    });
  });

  describe("CIF del titular", () => {
    it("is required", () => {
      expect(errors({ ownerCif: "" })).toEqual({ ownerCif: "El campo CIF del titular es obligatorio." });
    });
    it("follows the document policy", () => {
      expect(errors({ ownerCif: "B1", isTitular: "false" })).toEqual({
        ownerCif: "El número de documento debe de contener sólo números o letras, y tener entre 8 y 10 caracteres",
      });
    });
    it("equals the document number when the user is the owner", () => {
      expect(errors({ ownerCif: "B12345674", isTitular: "true" })).toEqual({
        ownerCif: "El CIF del titular debe coincidir con el número de documento.",
      });
      expect(errors({ ownerCif: "B12345674", isTitular: "false" })).toEqual({});
    });
  });

  describe("Teléfono", () => {
    // The spec says optional, but the holder lookup matches tax id and phone together.
    it("is required from customers", () => {
      expect(errors({ telephone: "" })).toEqual({ telephone: "El campo Teléfono es obligatorio." });
      expect(errors({ telephone: "   " })).toEqual({ telephone: "El campo Teléfono es obligatorio." });
      expect(errors({ telephone: undefined })).toEqual({ telephone: "El campo Teléfono es obligatorio." });
    });
    it("is numeric", () => {
      expect(errors({ telephone: "612-345-678" })).toEqual({ telephone: "El campo Teléfono sólo puede contener números." });
    });
    it("has at least 9 digits", () => {
      expect(errors({ telephone: "61234567" })).toEqual({ telephone: "El campo Teléfono debe tener al menos 9 dígitos." });
      expect(errors({ telephone: "0034612345678" })).toEqual({});
    });
  });

  describe("Idioma and Titular", () => {
    it("Idioma is required and only es", () => {
      expect(errors({ language: "" })).toEqual({ language: "El campo Idioma es obligatorio." });
      expect(errors({ language: "en" })).toEqual({ language: "El valor del campo Idioma no es válido." });
    });
    it("Titular is required and 'true' or 'false'", () => {
      expect(errors({ isTitular: "" })).toEqual({ isTitular: "El campo Titular es obligatorio." });
      expect(errors({ isTitular: "yes" })).toEqual({ isTitular: "El valor del campo Titular no es válido." });
    });
  });
});

describe("administratorSignupFormSchema", () => {
  const admin = administratorSignupFormSchema();
  const { user: _user, telephone: _telephone, password: _password, confirmPassword: _confirm, ...adminValues } = valid;

  it("needs neither username, phone nor password (chosen from the mailed link)", () => {
    expect(fieldErrors(admin.safeParse(adminValues))).toEqual({});
    const parsed = admin.parse({ ...adminValues, user: "x", telephone: "1", password: "corta", confirmPassword: "otra" });
    expect(parsed).not.toHaveProperty("user");
    expect(parsed).not.toHaveProperty("password");
    expect(parsed).not.toHaveProperty("confirmPassword");
  });

  it("keeps the common rules", () => {
    expect(fieldErrors(admin.safeParse({ ...adminValues, firstName: "" }))).toEqual({
      firstName: "El campo Nombre / Razón Social es obligatorio.",
    });
    expect(fieldErrors(admin.safeParse({ ...adminValues, ownerCif: "B12345674" }))).toEqual({
      ownerCif: "El CIF del titular debe coincidir con el número de documento.",
    });
  });

  it("is chosen by signupFormSchema", () => {
    expect(fieldErrors(signupFormSchema("administrator").safeParse(adminValues))).toEqual({});
    expect(fieldErrors(signupFormSchema("customer").safeParse(adminValues))).toEqual({
      user: "El campo Nombre de usuario es obligatorio.",
      password: "El campo Contraseña es obligatorio.",
      confirmPassword: "El campo Confirmar contraseña es obligatorio.",
      telephone: "El campo Teléfono es obligatorio.",
    });
  });

  it("uses host overrides", () => {
    const messages = withOverrides(esES, { validation: { ownerCifMismatch: "No coincide." } });
    expect(fieldErrors(administratorSignupFormSchema(messages).safeParse({ ...adminValues, ownerCif: "B12345674" }))).toEqual({
      ownerCif: "No coincide.",
    });
  });
});
