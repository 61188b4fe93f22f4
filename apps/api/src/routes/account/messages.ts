import {
  ChangePasswordStatus,
  LoginCode,
  PasswordResetCode,
  ResendValidationStatus,
  SetPasswordCode,
  SignupCode,
  SignupStatus,
  validationError,
} from "@oficina-virtual/api-contract";
import { PASSWORD_POLICY_MESSAGE } from "../../auth/passwords";
import { HttpError } from "../../errors/httpError";

/*
 * The account calls' error answers: status, body code and Spanish text in one place.
 * Where the spec gives only a status the body code repeats it.
 */

/** The login answers of a not-validated account. The portal derives the failure code from
 * the HTTP status (104 for a 400, else the status), so the status must itself be a code
 * that offers the resend link: 461. The body carries the spec's other code, 157. */
export const NOT_VALIDATED_STATUS = LoginCode.notValidatedAlt;

export const wrongCredentials = () =>
  new HttpError(400, LoginCode.invalidCredentials, "El usuario y/o contraseña no son correctos para ingresar.");

export const notValidated = () =>
  new HttpError(NOT_VALIDATED_STATUS, LoginCode.notValidated, "Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.");

export const missingFields = () =>
  new HttpError(SignupStatus.missingFields, SignupStatus.missingFields, "Faltan campos obligatorios por completar.");

export const forbiddenFieldChars = (field: string) =>
  new HttpError(
    SignupStatus.forbiddenFieldChars,
    SignupStatus.forbiddenFieldChars,
    `Has introducido caracteres no permitidos en el campo ${field}.`,
  );

/** 465: shared by signup, change password, set password and the e-mail-link form. */
export const forbiddenPasswordChars = () =>
  new HttpError(
    SignupStatus.forbiddenPasswordChars,
    SignupStatus.forbiddenPasswordChars,
    'La contraseña contiene caracteres especiales no permitidos (= _ & ? - / \\ ").',
  );

/** 400 with 176 (password format): a password outside the policy. */
export const weakPassword = (mensaje = PASSWORD_POLICY_MESSAGE) => new HttpError(validationError, SetPasswordCode.passwordFormat, mensaje);

export const USERNAME_EXISTS = {
  code: SignupCode.usernameExists,
  mensaje: "El nombre de usuario ya existe. Por favor, elige otro.",
} as const;

export const ADMIN_ALREADY_REGISTERED = {
  code: SignupCode.usernameExists,
  mensaje: "Ya existe una cuenta de administrador de fincas con este correo electrónico.",
} as const;

export const noContract = () =>
  new HttpError(
    SignupStatus.noContract,
    SignupStatus.noContract,
    "No se ha encontrado ningún contrato con los datos indicados. Contacta con Atención al Cliente.",
  );

export const userNotFound = () =>
  new HttpError(
    ResendValidationStatus.userNotFound,
    ResendValidationStatus.userNotFound,
    "No se ha encontrado ningún usuario con estos datos.",
  );

export const alreadyActive = () =>
  new HttpError(
    ResendValidationStatus.alreadyActive,
    ResendValidationStatus.alreadyActive,
    "El usuario ya está activo. Puedes acceder con tu usuario y contraseña.",
  );

export const resetMismatch = (code: (typeof PasswordResetCode)[keyof typeof PasswordResetCode]) => {
  const texts = {
    [PasswordResetCode.emailMismatch]: "El correo electrónico no coincide con el del registro.",
    [PasswordResetCode.phoneMismatch]: "El teléfono no coincide con el del registro.",
    [PasswordResetCode.usernameNotRegistered]: "El usuario no está registrado.",
  };
  return new HttpError(validationError, code, texts[code]);
};

/** 400 with 147: a confirmation code (link token) that is wrong, used or expired. */
export const confirmationInvalid = (status: number = validationError) =>
  new HttpError(status, SetPasswordCode.confirmationInvalid, "El enlace ha caducado o no es válido. Solicita uno nuevo.");

export const wrongCurrentPassword = () =>
  new HttpError(ChangePasswordStatus.wrongPassword, ChangePasswordStatus.wrongPassword, "La contraseña actual no es correcta.");

export const notYourAccount = () =>
  new HttpError(
    ChangePasswordStatus.wrongPasswordForbidden,
    ChangePasswordStatus.wrongPasswordForbidden,
    "Solo puedes cambiar la contraseña de tu propia cuenta.",
  );

export const SAME_PASSWORD_MESSAGE = "La nueva contraseña no debe ser igual a la contraseña actual";
