import { fieldErrors } from "./fieldErrors";
import {
  administratorResendValidationFormSchema,
  customerResendValidationFormSchema,
  resendValidationFormSchema,
} from "./resendValidation";

describe("administratorResendValidationFormSchema", () => {
  const valid = { email: "fincas@example.com", confirmEmail: "fincas@example.com" };
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(administratorResendValidationFormSchema().safeParse({ ...valid, ...changes }));

  it("accepts matching e-mails, in any case", () => {
    expect(errors({})).toEqual({});
    expect(errors({ confirmEmail: "Fincas@Example.com" })).toEqual({});
  });

  it("requires both e-mails", () => {
    expect(errors({ email: "", confirmEmail: "" })).toEqual({
      email: "El campo Email es obligatorio.",
      confirmEmail: "El campo Confirmar email es obligatorio.",
    });
  });

  it("limits the e-mail to 100 characters", () => {
    const long = `${"a".repeat(96)}@x.es`;
    expect(errors({ email: long, confirmEmail: long })).toEqual({ email: "El campo Email no debe ser mayor a 100 caracteres" });
  });

  it("requires a valid e-mail", () => {
    expect(errors({ email: "fincas", confirmEmail: "fincas" })).toEqual({
      email: "El campo Email debe contener un correo electrónico válido.",
    });
  });

  it("requires the confirmation to match", () => {
    expect(errors({ confirmEmail: "otra@example.com" })).toEqual({ confirmEmail: "Los correos electrónicos no coinciden." });
  });
});

describe("customerResendValidationFormSchema", () => {
  const valid = { username: "juan123", email: "juan@example.com", telefono: "612345678" };
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(customerResendValidationFormSchema().safeParse({ ...valid, ...changes }));

  it("accepts a valid form", () => {
    expect(errors({})).toEqual({});
  });

  it("requires every field", () => {
    expect(fieldErrors(customerResendValidationFormSchema().safeParse({}))).toEqual({
      username: "El campo Nombre de usuario es obligatorio.",
      email: "El campo Email es obligatorio.",
      telefono: "El campo Teléfono es obligatorio.",
    });
  });

  it("applies the username policy", () => {
    expect(errors({ username: "juan_123" })).toEqual({
      username: "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)",
    });
  });

  it("checks the e-mail length and format", () => {
    expect(errors({ email: `${"a".repeat(96)}@x.es` })).toEqual({ email: "El campo Email no debe ser mayor a 100 caracteres" });
    expect(errors({ email: "juan@" })).toEqual({ email: "El campo Email debe contener un correo electrónico válido." });
  });

  it("checks the phone", () => {
    expect(errors({ telefono: "61234567a" })).toEqual({ telefono: "El campo Teléfono sólo puede contener números." });
    expect(errors({ telefono: "61234567" })).toEqual({ telefono: "El campo Teléfono debe tener al menos 9 dígitos." });
  });

  it("is chosen by resendValidationFormSchema", () => {
    expect(fieldErrors(resendValidationFormSchema("customer").safeParse(valid))).toEqual({});
    expect(Object.keys(fieldErrors(resendValidationFormSchema("administrator").safeParse(valid)))).toEqual(["confirmEmail"]);
  });
});
