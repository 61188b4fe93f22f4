import {
  changePasswordMessage,
  loginErrorMessage,
  loginOffersConnectionCheck,
  loginOffersResendValidation,
  passwordResetMessage,
  recoverUsernameMessage,
  resendValidationMessage,
  SIGNUP_BLOCKING_STATUSES,
  setPasswordMessage,
  signupResultMessage,
  signupSendBlocked,
  signupSucceeded,
} from "./accountStatus";

const WRONG = "El usuario y/o contraseña no son correctos para ingresar.";

describe("login", () => {
  it.each([[104], [462], [500], ["500"]])("code %s → wrong credentials", (code) => {
    expect(loginErrorMessage(code)).toBe(WRONG);
  });

  it("has the spec texts for 401 and the not-validated codes", () => {
    expect(loginErrorMessage(401)).toBe("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.");
    expect(loginErrorMessage(157)).toBe("Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.");
    expect(loginErrorMessage(461)).toBe("Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.");
    expect(loginErrorMessage(470)).toBe("No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.");
  });

  it("falls back for other codes", () => {
    expect(loginErrorMessage(418)).toBe("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
  });

  it("offers the resend link for 157 and 461 only", () => {
    expect(loginOffersResendValidation(157)).toBe(true);
    expect(loginOffersResendValidation("461")).toBe(true);
    expect(loginOffersResendValidation(462)).toBe(false);
    expect(loginOffersResendValidation(undefined)).toBe(false);
  });

  it("offers the connection check from 470", () => {
    expect(loginOffersConnectionCheck(469)).toBe(false);
    expect(loginOffersConnectionCheck(470)).toBe(true);
    expect(loginOffersConnectionCheck(503)).toBe(true);
    expect(loginOffersConnectionCheck(null)).toBe(false);
  });
});

describe("signup", () => {
  it("reads 200 and 500 with code 103 as an existing username", () => {
    expect(signupResultMessage(200)).toBe("El nombre de usuario ya existe. Por favor, elige otro.");
    expect(signupResultMessage(500, 103)).toBe("El nombre de usuario ya existe. Por favor, elige otro.");
    expect(signupResultMessage(500, 999)).toBe("Se ha producido un error interno. Por favor, inténtalo más tarde.");
  });

  it("thanks on 201, 204 and 207", () => {
    for (const status of [201, 204, 207]) {
      expect(signupResultMessage(status)).toBe("¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.");
      expect(signupSucceeded(status)).toBe(true);
    }
    expect(signupSucceeded(200)).toBe(false);
  });

  it("reports no contract on 0 and 403, unknown otherwise", () => {
    expect(signupResultMessage(0)).toBe(signupResultMessage(403));
    expect(signupResultMessage(0)).toMatch(/^No se ha encontrado ningún contrato/);
    expect(signupResultMessage(999)).toBe("Se ha producido un error desconocido. Por favor, inténtalo más tarde.");
  });

  it("blocks sending after 403, 0, 203, 461 and 500", () => {
    expect([...SIGNUP_BLOCKING_STATUSES]).toEqual([403, 0, 203, 461, 500]);
    for (const status of [403, 0, 203, 461, 500]) expect(signupSendBlocked(status)).toBe(true);
    for (const status of [200, 404, 464, undefined]) expect(signupSendBlocked(status)).toBe(false);
  });
});

describe("other account flows", () => {
  it("change password", () => {
    expect(changePasswordMessage(403)).toBe("La contraseña actual no es correcta.");
    expect(changePasswordMessage(465)).toBe("La contraseña contiene caracteres especiales no permitidos.");
    expect(changePasswordMessage(502)).toBe("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
  });

  it("resend validation", () => {
    expect(resendValidationMessage(204)).toBe("Te hemos enviado de nuevo el correo electrónico de validación.");
    expect(resendValidationMessage(409)).toBe("Tu usuario ya está activo. Puedes iniciar sesión.");
    expect(resendValidationMessage(410)).toBe("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
  });

  it("password reset prefers the detail code", () => {
    expect(passwordResetMessage(400, 169)).toBe("El correo electrónico no coincide con el del registro.");
    expect(passwordResetMessage(400, "170")).toBe("El teléfono no coincide con el del registro.");
    expect(passwordResetMessage(400, 174)).toBe("El nombre de usuario no está registrado.");
    expect(passwordResetMessage(400)).toBe("Los datos introducidos no coinciden con los del registro.");
    expect(passwordResetMessage(418, 1)).toBe("Ha ocurrido un error inesperado.");
  });

  it("set password shows the code message", () => {
    expect(setPasswordMessage(400, 147)).toBe("El código de confirmación ha caducado o no es correcto.");
    expect(setPasswordMessage(400, 176)).toBe("El formato de la contraseña no es correcto.");
    expect(setPasswordMessage(412)).toBe("No se cumplen las condiciones necesarias para cambiar la contraseña.");
    expect(setPasswordMessage(202)).toBe("La contraseña se ha guardado correctamente.");
  });

  it("username recovery", () => {
    expect(recoverUsernameMessage(200)).toBe("Te hemos enviado un correo electrónico con tu nombre de usuario.");
    expect(recoverUsernameMessage(204)).toBe("No existe ninguna cuenta asociada a este correo electrónico.");
    expect(recoverUsernameMessage(0)).toBe("Ha ocurrido un error inesperado.");
  });
});
