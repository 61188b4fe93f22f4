import { fieldErrors } from "./fieldErrors";
import { administratorPasswordResetFormSchema, customerPasswordResetFormSchema, passwordResetFormSchema } from "./passwordReset";

describe("customerPasswordResetFormSchema", () => {
  const valid = { username: "juan123", email: "juan@example.com", telefono: "612345678" };
  const errors = (changes: Record<string, unknown>) => fieldErrors(customerPasswordResetFormSchema().safeParse({ ...valid, ...changes }));

  it("accepts a valid request", () => {
    expect(errors({})).toEqual({});
  });

  it("requires every field", () => {
    expect(errors({ username: "", email: "", telefono: "" })).toEqual({
      username: "El campo Nombre de usuario es obligatorio.",
      email: "El campo Email es obligatorio.",
      telefono: "El campo Teléfono es obligatorio.",
    });
  });

  it("limits the username to 100 characters, with no policy", () => {
    expect(errors({ username: "juan.perez_1" })).toEqual({});
    expect(errors({ username: "a".repeat(101) })).toEqual({ username: "El campo Nombre de usuario no debe ser mayor a 100 caracteres" });
  });

  it("limits the e-mail to 100 characters, with no format check", () => {
    expect(errors({ email: "juan" })).toEqual({});
    expect(errors({ email: "a".repeat(101) })).toEqual({ email: "El campo Email no debe ser mayor a 100 caracteres" });
  });

  it("checks the phone", () => {
    expect(errors({ telefono: "+34612345678" })).toEqual({ telefono: "El campo Teléfono sólo puede contener números." });
    expect(errors({ telefono: "61234567" })).toEqual({ telefono: "El campo Teléfono debe tener al menos 9 dígitos." });
  });
});

describe("administratorPasswordResetFormSchema", () => {
  const valid = { username: "fincas@example.com", email: "fincas@example.com" };
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(administratorPasswordResetFormSchema().safeParse({ ...valid, ...changes }));

  it("accepts the e-mail twice and needs no phone", () => {
    expect(errors({})).toEqual({});
  });

  it("requires both e-mails", () => {
    expect(errors({ username: "", email: "" })).toEqual({
      username: "El campo Email es obligatorio.",
      email: "El campo Confirmar email es obligatorio.",
    });
  });

  it("limits both to 100 characters", () => {
    const long = `${"a".repeat(96)}@x.es`;
    expect(errors({ username: long, email: long })).toEqual({
      username: "El campo Email no debe ser mayor a 100 caracteres",
      email: "El campo Confirmar email no debe ser mayor a 100 caracteres",
    });
  });

  it("requires a valid confirmation e-mail", () => {
    expect(errors({ username: "fincas", email: "fincas" })).toEqual({
      email: "El campo Confirmar email debe contener un correo electrónico válido.",
    });
  });

  it("requires the confirmation to match", () => {
    expect(errors({ email: "otra@example.com" })).toEqual({ email: "Los correos electrónicos no coinciden." });
  });

  it("is chosen by passwordResetFormSchema", () => {
    expect(fieldErrors(passwordResetFormSchema("administrator").safeParse(valid))).toEqual({});
    expect(fieldErrors(passwordResetFormSchema("customer").safeParse(valid))).toEqual({
      telefono: "El campo Teléfono es obligatorio.",
    });
  });
});
