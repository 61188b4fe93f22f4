/** Named routes of the host, as path builders. Widgets never build a URL by hand: they
 * call `links.invoices(codAbonado)` and hand the result to the provider's `navigate`.
 * Defaults follow the spec's route table; a host overrides any subset. */
export interface PortalLinks {
  home(): string;
  login(): string;
  signup(): string;
  issues(): string;
  newIssue(): string;
  invoices(codAbonado: string): string;
  telemetry(codAbonado: string): string;
  loadcurve(codAbonado: string): string;
  /** 'Potencia óptima'. */
  power(codAbonado: string): string;
  certificate(codAbonado: string): string;
  readingInput(codAbonado: string): string;
  allInvoices(): string;
  allInvoicesGas(): string;
  /** User administration (the header's profile link). */
  admin(): string;
  /** The property administrator's home. */
  adminHome(): string;
  passwordReset(prefill?: { username?: string; email?: string }): string;
  /** Set a new password from the e-mailed confirmation token. */
  passwordChange(confirmation?: string): string;
  /** Change the password from an e-mail link token. */
  userChangePassword(token?: string): string;
  verifyEmail(token?: string): string;
  recoveryUsername(): string;
  resendValidation(): string;
  userValidationRequest(token?: string): string;
  userValidation(user?: string): string;
  userValidationError(): string;
  legalNotice(): string;
  cookiePolicy(): string;
  privacyPolicy(): string;
  /** The 'Declaración de accesibilidad', linked from the footer. */
  accessibility(): string;
}

const withId = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const defaultLinks: PortalLinks = {
  home: () => "/",
  login: () => "/login",
  signup: () => "/signup",
  issues: () => "/issues",
  newIssue: () => "/new-issue",
  invoices: withId("/invoices"),
  telemetry: withId("/telemetry"),
  loadcurve: withId("/loadcurve"),
  power: withId("/potencia"),
  certificate: withId("/certificate"),
  readingInput: withId("/readinginput"),
  allInvoices: () => "/allinvoices",
  allInvoicesGas: () => "/allinvoices-gas",
  admin: () => "/admin",
  adminHome: () => "/administrador-fincas",
  passwordReset: (prefill = {}) => withQuery("/password-reset", { username: prefill.username, email: prefill.email }),
  passwordChange: (confirmation) => withQuery("/password-change", { confirmation }),
  userChangePassword: (token) => withQuery("/user-change-password", { token }),
  verifyEmail: (token) => withQuery("/user-verify-email", { token }),
  recoveryUsername: () => "/recovery-username",
  resendValidation: () => "/user-validation-resend",
  userValidationRequest: (token) => withQuery("/user-validation-request", { token }),
  userValidation: (user) => withQuery("/user-validation", { user }),
  userValidationError: () => "/user-validation-error",
  legalNotice: () => "/aviso-legal",
  cookiePolicy: () => "/politica-de-cookies",
  privacyPolicy: () => "/politica-de-privacidad",
  accessibility: () => "/accesibilidad",
};

export function resolveLinks(overrides: Partial<PortalLinks> = {}): PortalLinks {
  const links = { ...defaultLinks };
  for (const [name, build] of Object.entries(overrides)) {
    // An explicit undefined keeps the default rather than breaking every caller.
    if (typeof build === "function") (links as Record<string, unknown>)[name] = build;
  }
  return links;
}
