import { changePasswordFormSchema } from "./changePassword";
import { fieldErrors } from "./fieldErrors";

const POLICY =
  'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "';
const valid = { currentPassword: "Antigua1!", newPassword: "Nueva123!", confirmPassword: "Nueva123!" };
const errors = (changes: Record<string, unknown>) => fieldErrors(changePasswordFormSchema().safeParse({ ...valid, ...changes }));

describe("changePasswordFormSchema", () => {
  it("accepts a valid change", () => {
    expect(errors({})).toEqual({});
  });

  it("requires the three fields", () => {
    expect(errors({ currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      currentPassword: "El campo Contraseña actual es obligatorio.",
      newPassword: "El campo Nueva contraseña es obligatorio.",
      confirmPassword: "El campo Confirmar nueva contraseña es obligatorio.",
    });
  });

  it("applies the policy to the current password", () => {
    expect(errors({ currentPassword: "antigua" })).toEqual({ currentPassword: POLICY });
  });

  it("applies the policy to the new password", () => {
    expect(errors({ newPassword: "nueva_123", confirmPassword: "nueva_123" })).toEqual({ newPassword: POLICY });
  });

  it("refuses a new password equal to the current one", () => {
    expect(errors({ newPassword: "Antigua1!", confirmPassword: "Antigua1!" })).toEqual({
      newPassword: "La nueva contraseña no debe ser igual a la contraseña actual",
    });
  });

  it("requires the confirmation to match", () => {
    expect(errors({ confirmPassword: "Nueva123." })).toEqual({ confirmPassword: "Las contraseñas no coinciden." });
  });
});
