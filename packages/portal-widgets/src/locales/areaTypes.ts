// The message areas' types, apart from messages.ts: they import nothing, so textArea.ts (which
// every Spanish area file imports) can check a handle's texts against them without an import
// cycle through the label types, which the label area files make.

/** The message areas of es-ES/index.ts, in every page's first load: what the login page, the
 * frame around every page (header, footer, the idle timeout) and the ui/ primitives read. */
export type FirstLoadMessageAreas = {
  common: {
    /** Spec wording for telemetry/load-curve failures; no final period in the spec. */
    unknownError: string;
    processingError: string;
    retryLater: string;
    unexpectedError: string;
    /** A download refused with 429 whose answer carries no text of its own. */
    downloadsBusy: string;
    /** A download refused with 429 because the whole server is busy (api-contract's
     * ApiMessage.downloadsServerBusy): shown instead of that Spanish text outside es-ES. */
    downloadsServerBusy: string;
    /** The login or password throttle's 429 outside es-ES (es-ES shows the server's own
     * text, which this one copies). {{wait}}: "15 minutos", from Retry-After. */
    tooManyAttempts: string;
    /** The same, when the answer did not say how long to wait. */
    tooManyAttemptsLater: string;
    /** A write over its quota (a support request, a reading, a cost alert: 429) outside es-ES
     * (es-ES shows the server's own text, which this one copies). {{wait}}: "60 minutos". */
    writeQuota: string;
    /** The same, when the answer did not say how long to wait. */
    writeQuotaLater: string;
  };
  login: {
    codes: {
      "104": string;
      "157": string;
      "207": string;
      "400": string;
      "401": string;
      "404": string;
      "461": string;
      "462": string;
      "464": string;
      "470": string;
      "500": string;
      default: string;
    };
    resendValidationLink: string;
  };
  session: { expired: string; noContracts: string };
  /** The idle timeout's dialog. countdown: {{time}} as m:ss; remaining: {{seconds}}. */
  sessionTimeout: { title: string; description: string; stay: string; logout: string; countdown: string; remaining: string };
};

/**
 * The areas whose Spanish texts come with the widgets that show them (`locales/es-ES/`,
 * one handle per area): read them with `useTexts(area)` or `textsOf(messages, area)`,
 * never as `messages.<area>`, which es-ES leaves out.
 */
export type LazyMessages = {
  /** Field labels, also used as `{{field}}` in validation texts. The login form reads its three
   * through their own handle (fieldsLoginMessages), the other forms all of them (fieldsMessages). */
  fields: {
    usuario: string;
    contrasena: string;
    nombre: string;
    primerApellido: string;
    segundoApellido: string;
    nombreUsuario: string;
    confirmarContrasena: string;
    email: string;
    confirmarEmail: string;
    tipoDocumento: string;
    numeroDocumento: string;
    cifTitular: string;
    telefono: string;
    idioma: string;
    titular: string;
    asunto: string;
    categoria: string;
    subcategoria: string;
    linea: string;
    cups: string;
    codigoContrato: string;
    descripcion: string;
    contrasenaActual: string;
    nuevaContrasena: string;
    confirmarNuevaContrasena: string;
    desde: string;
    hasta: string;
    administradorFinca: string;
  };
  /** The forms' checks. The login form's two (required, invalidOption) have their own handle
   * (validationLoginMessages); validationMessages has them all. */
  validation: {
    /** {{field}} */
    required: string;
    /** {{field}}, {{max}} */
    maxLength: string;
    /** {{field}} */
    email: string;
    /** {{field}} */
    numeric: string;
    /** {{field}}, {{min}} */
    minDigits: string;
    /** {{field}} */
    invalidOption: string;
    passwordMismatch: string;
    emailMismatch: string;
    ownerCifMismatch: string;
    /** {{field}}: a control character or broken text (a pasted tab, U+0000…) the API refuses. */
    forbiddenChars: string;
  };
  /** The named custom rules of part 1 §5. */
  rules: {
    passwordPolicy: string;
    usernamePolicy: string;
    allowedChars: string;
    passwordNotEqual: string;
    /** {{max}} */
    firstnameLength: string;
    /** {{max}} */
    lastnameLength: string;
    documentPolicy: string;
    cupsUser: string;
    /** {{field}}, {{max}} */
    textareaCount: string;
  };
  emailLinkPassword: {
    minLength: string;
    complexity: string;
    mismatch: string;
  };
  dateRange: {
    desdeRequired: string;
    hastaRequired: string;
    range12Months: string;
    range1Month: string;
    range1Year: string;
    hastaBeforeDesde: string;
    hastaFuture: string;
  };
  reading: {
    labels: {
      energiaActivaTotal: string;
      punta: string;
      llano: string;
      valle: string;
      /** {{period}} */
      energiaActiva: string;
      /** {{period}} */
      energiaReactiva: string;
      /** {{period}} */
      potenciaMaxima: string;
      consumo: string;
    };
    /** {{field}} */
    numeric: string;
    /** {{field}} */
    positive: string;
    /** {{field}} */
    wholeKwh: string;
    /** {{field}} */
    lower: string;
    /** {{field}} */
    jump: string;
    /** {{unit}} */
    unit: string;
    /** {{value}}, {{unit}}, {{date}}: the last reading sent for the contract. */
    previous: string;
  };
  identity: {
    cupsFormat: string;
    cupsControl: string;
    nifFormat: string;
    nifControl: string;
    nieFormat: string;
    nieControl: string;
    cifFormat: string;
    cifControl: string;
    unknownType: string;
  };
  signup: {
    statuses: {
      "0": string;
      "200": string;
      "201": string;
      "204": string;
      "207": string;
      "403": string;
      "404": string;
      "405": string;
      "408": string;
      "461": string;
      "464": string;
      "465": string;
      "470": string;
      "499": string;
      "500": string;
      "502": string;
      "503": string;
      "504": string;
      default: string;
    };
  };
  changePassword: {
    statuses: { "200": string; "400": string; "403": string; "465": string; "500": string; default: string };
  };
  resendValidation: {
    statuses: {
      "200": string;
      "202": string;
      "204": string;
      "404": string;
      "409": string;
      "500": string;
      "503": string;
      default: string;
    };
    loginLink: string;
  };
  passwordReset: {
    statuses: {
      "202": string;
      "204": string;
      "400": string;
      "464": string;
      "465": string;
      "500": string;
      "503": string;
      default: string;
    };
    codes: { "169": string; "170": string; "174": string };
  };
  setPassword: {
    statuses: {
      "202": string;
      "400": string;
      "412": string;
      "465": string;
      "500": string;
      "503": string;
      default: string;
    };
    codes: { "147": string; "176": string };
  };
  recoverUsername: {
    statuses: { "200": string; "204": string; "400": string; "500": string; "503": string; default: string };
  };
  tokenPages: {
    expired: string;
    requestNewLink: string;
    specialCharacters: string;
    emailVerified: string;
    passwordUpdated: string;
  };
  issues: {
    success: string;
    /** {{code}} */
    successCode: string;
    contactSoon: string;
    error: string;
    empty: string;
  };
  contracts: {
    empty: string;
    /** {{code}} */
    detailError: string;
  };
  invoices: {
    empty: string;
    pdfError: string;
    /** {{invoice}} */
    pdfErrorWithNumber: string;
    zipError: string;
    fileError: string;
    exportZipError: string;
    exportExcelError: string;
    exportPdfError: string;
    pdfUnavailable: string;
    overLimit: string;
    /** {{count}} */
    currentResults: string;
    brokenLimits: string;
  };
  exportLimits: {
    excel: string;
    pdfZip: string;
    yearRange: string;
  };
  /** The connection diagnostic (its own chunk, after a login failure) and the sign-up's summary. */
  connectionCheck: {
    button: string;
    success: string;
    /** {{phone}} */
    failure: string;
  };
  telemetry: { empty: string; emptyHint: string };
  loadCurve: { empty: string };
  certificate: { empty: string };
};

export type LazyMessageKey = keyof LazyMessages;
