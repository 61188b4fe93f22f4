import { apiErrorBody, apiErrorBodySchema } from "./errorBody";
import {
  ApiMessage,
  ChangePasswordStatus,
  InvoicesStatus,
  IssueAddStatus,
  LoginCode,
  PasswordResetCode,
  PasswordResetStatus,
  RecoverUsernameStatus,
  ResendValidationStatus,
  SessionStatus,
  SetPasswordCode,
  SetPasswordStatus,
  SIGNUP_BLOCKING_STATUSES,
  SignupCode,
  SignupStatus,
  TokenPageCode,
  TokenPageResult,
  validationError,
} from "./errors";

describe("error catalogues", () => {
  it("login codes", () => {
    expect(LoginCode).toEqual({
      invalidCredentials: 104,
      notValidated: 157,
      notValidatedAlt: 461,
      badCredentialsAlt: 462,
      verificationSent: 207,
      internal: 400,
      sessionExpired: 401,
      unreachable: 404,
      noResponse: 470,
      sendVerificationFailed: 464,
      server: 500,
    });
  });

  it("signup statuses and code", () => {
    expect(Object.values(SignupStatus).sort((a, b) => a - b)).toEqual([
      0, 200, 201, 204, 207, 403, 404, 405, 408, 461, 464, 465, 470, 499, 500, 502, 503, 504,
    ]);
    expect(SignupStatus.usernameExists).toBe(200);
    expect(SignupStatus.forbiddenPasswordChars).toBe(465);
    expect(SignupStatus.missingFields).toBe(464);
    expect(SignupStatus.identityDocVerification).toBe(461);
    expect(SignupCode.usernameExists).toBe(103);
    expect(SIGNUP_BLOCKING_STATUSES).toEqual([403, 0, 203, 461, 500]);
  });

  it("account flows", () => {
    expect(ChangePasswordStatus).toEqual({
      success: 200,
      wrongPassword: 400,
      wrongPasswordForbidden: 403,
      wrongPasswordServer: 500,
      forbiddenChars: 465,
    });
    expect(Object.values(ResendValidationStatus)).toEqual([200, 202, 204, 404, 409, 500, 503]);
    expect(Object.values(PasswordResetStatus)).toEqual([202, 204, 400, 464, 465, 500, 503]);
    expect(PasswordResetCode).toEqual({ emailMismatch: 169, phoneMismatch: 170, usernameNotRegistered: 174 });
    expect(Object.values(SetPasswordStatus)).toEqual([202, 400, 412, 465, 500, 503]);
    expect(SetPasswordCode).toEqual({ confirmationInvalid: 147, passwordFormat: 176 });
    expect(RecoverUsernameStatus).toEqual({ sent: 200, noAccount: 204, notFound: 400, internal: 500, unavailable: 503 });
    expect(TokenPageCode).toEqual({ success: 204, forbiddenChars: 465 });
    expect(TokenPageResult).toEqual({ success: 0, expired: 1 });
  });

  it("the rest", () => {
    expect(IssueAddStatus.created).toBe(201);
    expect(InvoicesStatus.noData).toBe(204);
    expect(SessionStatus.expired).toBe(401);
    expect(validationError).toBe(400);
  });

  it("texts that travel in bodies are the spec's", () => {
    expect(ApiMessage.invalidEmailToken).toBe("Error al validar usuario.");
    expect(ApiMessage.noHolderData).toBe("No se han encontrado datos del titular.");
    expect(ApiMessage.unknownError).toBe("Error desconocido");
    expect(ApiMessage.requestFailed).toBe("Error al procesar la solicitud.");
  });
});

describe("ApiErrorBody", () => {
  it("carries code and mensaje, and optionally message, error and issues", () => {
    const body = apiErrorBody(PasswordResetCode.emailMismatch, "El e-mail no coincide con el registrado.", {
      message: "email mismatch",
    });
    expect(body).toEqual({ code: 169, mensaje: "El e-mail no coincide con el registrado.", message: "email mismatch" });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.parse({ code: "464", mensaje: "Faltan campos" })).toEqual({
      code: 464,
      mensaje: "Faltan campos",
    });
    const telemetry = apiErrorBody(500, ApiMessage.requestFailed, { error: "Sin datos de telemedida" });
    expect(telemetry.error).toBe("Sin datos de telemedida");
    const invalid = apiErrorBody(validationError, "Datos no válidos", {
      issues: [{ path: "query.startDate", message: "Expected YYYY-MM-DD" }],
    });
    expect(invalid.issues).toHaveLength(1);
  });

  it("requires code and mensaje", () => {
    expect(apiErrorBodySchema.safeParse({ code: 400 }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ mensaje: "x" }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ code: "x", mensaje: "x" }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ code: 400, mensaje: "x".repeat(10_000) }).success).toBe(false);
  });
});
