import { fieldErrors } from "./fieldErrors";
import { setPasswordFormSchema } from "./setPassword";

const errors = (values: Record<string, unknown>) => fieldErrors(setPasswordFormSchema().safeParse(values));

describe("setPasswordFormSchema", () => {
  it("accepts a valid password and confirmation", () => {
    expect(errors({ password: "Nueva123!", confirmPassword: "Nueva123!" })).toEqual({});
  });

  it("requires both fields", () => {
    expect(errors({})).toEqual({
      password: "El campo Contraseña es obligatorio.",
      confirmPassword: "El campo Confirmar contraseña es obligatorio.",
    });
  });

  it("applies the password policy", () => {
    expect(errors({ password: "Nueva-123", confirmPassword: "Nueva-123" })).toEqual({
      password:
        'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "',
    });
  });

  it("requires the same password twice", () => {
    expect(errors({ password: "Nueva123!", confirmPassword: "Nueva123" })).toEqual({
      confirmPassword: "Las contraseñas no coinciden.",
    });
  });
});
