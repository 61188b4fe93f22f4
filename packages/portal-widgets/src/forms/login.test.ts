import { esES } from "../locales/es-ES";
import { withOverrides } from "../locales/overrides";
import { fieldErrors } from "./fieldErrors";
import { loginFormSchema } from "./login";

const errors = (values: unknown, schema = loginFormSchema()) => fieldErrors(schema.safeParse(values));

describe("loginFormSchema", () => {
  it("accepts user and password", () => {
    expect(loginFormSchema().safeParse({ username: "juan", password: "x" }).data).toEqual({
      username: "juan",
      password: "x",
      isAdministradorFinca: false,
    });
    expect(errors({ username: "juan", password: "x", isAdministradorFinca: true })).toEqual({});
  });

  it("requires Usuario", () => {
    expect(errors({ username: "", password: "x" })).toEqual({ username: "El campo Usuario es obligatorio." });
    expect(errors({ username: "   ", password: "x" })).toEqual({ username: "El campo Usuario es obligatorio." });
  });

  it("requires Contraseña", () => {
    expect(errors({ username: "juan", password: "" })).toEqual({ password: "El campo Contraseña es obligatorio." });
  });

  it("reports both on an empty form", () => {
    expect(errors({})).toEqual({
      username: "El campo Usuario es obligatorio.",
      password: "El campo Contraseña es obligatorio.",
    });
  });

  it("refuses values that are not text, and a flag that is not a boolean", () => {
    expect(errors({ username: 7, password: "x", isAdministradorFinca: "yes" })).toEqual({
      username: "El campo Usuario es obligatorio.",
      isAdministradorFinca: "El valor del campo Administrador de finca no es válido.",
    });
  });

  it("uses host overrides of the validation and fields areas", () => {
    const schema = loginFormSchema(withOverrides(esES, { validation: { required: "Rellena {{field}}" }, fields: { usuario: "Login" } }));
    expect(errors({ password: "x" }, schema)).toEqual({ username: "Rellena Login" });
  });
});
