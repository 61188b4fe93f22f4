import { emailLinkPasswordFormSchema } from "./emailLinkPassword";
import { fieldErrors } from "./fieldErrors";

const errors = (values: Record<string, unknown>) => fieldErrors(emailLinkPasswordFormSchema().safeParse(values));
const COMPLEXITY =
  "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial";

describe("emailLinkPasswordFormSchema", () => {
  it("accepts a valid password", () => {
    expect(errors({ newPassword: "Nueva123", confirmPassword: "Nueva123" })).toEqual({});
    expect(errors({ newPassword: "nueva12!", confirmPassword: "nueva12!" })).toEqual({});
  });

  it("needs 8 characters", () => {
    expect(errors({ newPassword: "Nue12!", confirmPassword: "Nue12!" })).toEqual({
      newPassword: "La contraseña debe tener al menos 8 caracteres.",
    });
    expect(errors({})).toEqual({ newPassword: "La contraseña debe tener al menos 8 caracteres." });
  });

  it("needs 3 of the 4 classes", () => {
    expect(errors({ newPassword: "nuevaclave1", confirmPassword: "nuevaclave1" })).toEqual({ newPassword: COMPLEXITY });
    expect(errors({ newPassword: "NuevaClave", confirmPassword: "NuevaClave" })).toEqual({ newPassword: COMPLEXITY });
  });

  it("does not apply the forbidden characters of password-policy", () => {
    expect(errors({ newPassword: "Nueva_123", confirmPassword: "Nueva_123" })).toEqual({});
  });

  it("requires the passwords to match", () => {
    expect(errors({ newPassword: "Nueva123", confirmPassword: "Nueva124" })).toEqual({
      confirmPassword: "Las contraseñas no coinciden.",
    });
    expect(errors({ newPassword: "Nueva123", confirmPassword: "" })).toEqual({
      confirmPassword: "Las contraseñas no coinciden.",
    });
  });
});
