import { fieldErrors } from "./fieldErrors";
import { recoverUsernameFormSchema } from "./recoverUsername";

const errors = (values: Record<string, unknown>) => fieldErrors(recoverUsernameFormSchema().safeParse(values));

describe("recoverUsernameFormSchema", () => {
  it("accepts a valid e-mail", () => {
    expect(recoverUsernameFormSchema().parse({ email: " juan@example.com ", isAdministradorFinca: true })).toEqual({
      email: "juan@example.com",
      isAdministradorFinca: true,
    });
  });

  it("requires the e-mail", () => {
    expect(errors({ email: "" })).toEqual({ email: "El campo Email es obligatorio." });
  });

  it("limits the e-mail to 100 characters", () => {
    expect(errors({ email: `${"a".repeat(95)}@x.es` })).toEqual({});
    expect(errors({ email: `${"a".repeat(96)}@x.es` })).toEqual({ email: "El campo Email no debe ser mayor a 100 caracteres" });
  });

  it("requires a valid e-mail", () => {
    expect(errors({ email: "juan@example" })).toEqual({ email: "El campo Email debe contener un correo electrónico válido." });
  });
});
