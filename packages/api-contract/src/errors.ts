/*
 * The error catalogues of both parts of the spec. A "Status" is the HTTP status the client
 * branches on; a "Code" is the `code` field of the error body.
 */

/** Login failure codes (part 1 §8). The client derives them: 104 on a 400 answer, 500 on
 * a 500, 470 with no answer, otherwise the status. */
export const LoginCode = {
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
} as const;

/** Signup by status. "Username already exists" is 200, or 500 with SignupCode.usernameExists. */
export const SignupStatus = {
  usernameExists: 200,
  created: 201,
  createdNoContent: 204,
  createdVerificationSent: 207,
  noResponse: 0,
  noContract: 403,
  notFound: 404,
  methodNotAllowed: 405,
  timeout: 408,
  identityDocVerification: 461,
  missingFields: 464,
  forbiddenPasswordChars: 465,
  forbiddenFieldChars: 470,
  cancelled: 499,
  internal: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

export const SignupCode = { usernameExists: 103 } as const;

/** Not in the spec: the one-time signup code (proof of possession of the contact on file).
 * signupCode answers 202 when sent; userCups and the signup answer 461 (the spec's
 * "identity document verification error") with body code 461 for a missing, wrong,
 * expired, used or exhausted code. */
export const SignupVerification = { codeSent: 202, wrongCode: 461 } as const;

/** After these statuses the signup send button stays disabled (part 1 §4); 203 appears
 * only there. */
export const SIGNUP_BLOCKING_STATUSES = [403, 0, 203, 461, 500] as const;

/** Change password while logged in. */
export const ChangePasswordStatus = {
  success: 200,
  wrongPassword: 400,
  wrongPasswordForbidden: 403,
  wrongPasswordServer: 500,
  forbiddenChars: 465,
} as const;

/** Resend the validation e-mail. */
export const ResendValidationStatus = {
  sent: 200,
  accepted: 202,
  sentNoContent: 204,
  userNotFound: 404,
  alreadyActive: 409,
  internal: 500,
  unavailable: 503,
} as const;

/** Password reset request (resendPasswordVerification); step 2 on 204. */
export const PasswordResetStatus = {
  accepted: 202,
  sent: 204,
  dataMismatch: 400,
  changeFailed: 464,
  forbiddenChars: 465,
  internal: 500,
  unavailable: 503,
} as const;

export const PasswordResetCode = {
  emailMismatch: 169,
  phoneMismatch: 170,
  usernameNotRegistered: 174,
} as const;

/** Set a new password from the e-mail link; step 2 on 202. */
export const SetPasswordStatus = {
  success: 202,
  badRequest: 400,
  preconditionFailed: 412,
  forbiddenChars: 465,
  internal: 500,
  unavailable: 503,
} as const;

export const SetPasswordCode = {
  confirmationInvalid: 147,
  passwordFormat: 176,
} as const;

/** Username recovery; step 2 on 200. */
export const RecoverUsernameStatus = {
  sent: 200,
  noAccount: 204,
  notFound: 400,
  internal: 500,
  unavailable: 503,
} as const;

/** E-mail token pages (validateEmailToken, updatePassword, verifyUserEmail). */
export const TokenPageCode = {
  success: 204,
  forbiddenChars: 465,
} as const;

/** The token pages' final state: a 204 gives success (0), anything else expired (1). */
export const TokenPageResult = { success: 0, expired: 1 } as const;

/** New issue: 201 is success. */
export const IssueAddStatus = { created: 201 } as const;

/** Invoice searches: 204 means no data. */
export const InvoicesStatus = { noData: 204 } as const;

/** Any call: 401 ends the session. */
export const SessionStatus = { expired: 401 } as const;

/** HTTP status and body code of a request that does not fit its schema. */
export const validationError = 400;

/** Texts that travel in bodies, which clients compare against. */
export const ApiMessage = {
  /** validateEmailToken's mensaje for an invalid token. */
  invalidEmailToken: "Error al validar usuario.",
  /** contractInvoices' message for an empty result. */
  noHolderData: "No se han encontrado datos del titular.",
  /** Telemetry and load curve failures without a server text. */
  unknownError: "Error desconocido",
  requestFailed: "Error al procesar la solicitud.",
  /** A document refused with 429 because every slot of the server is taken (not the user's
   * own two): a client outside es-ES shows its translation of this one. */
  downloadsServerBusy: "Hay muchas descargas en curso. Inténtalo de nuevo en unos segundos.",
  /** Telemetry and load curve (`error` field): a range over 12 months (part 2 §5's text). */
  measureRange12Months: "Sólo es posible realizar una consulta en un rango de 12 meses.",
  /** Telemetry and load curve of a gas supply. */
  measureElectricityOnly: "La telemedida y la curva de carga sólo están disponibles para suministros de electricidad.",
  /** Telemetry and load curve of a contract that is not the caller's. */
  supplyNotFound: "No se ha encontrado el suministro.",
} as const;

/** HTTP status and body code of a call over its quota (a support request, a meter reading,
 * a debug log, a cost alert, an e-mail-sending call): with Retry-After. */
export const QUOTA_EXCEEDED_STATUS = 429;

/** The text of a write over its quota: how many whole minutes to wait, rounded up (the
 * Retry-After's). A client outside es-ES shows its own translation, from Retry-After. */
export function writeQuotaMessage(minutes: number): string {
  const wait = minutes <= 1 ? "1 minuto" : `${minutes} minutos`;
  return `Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en ${wait}.`;
}
