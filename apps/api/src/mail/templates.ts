import type { MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { MAIL_TEXTS } from "./texts";

/*
 * The account mails, in the language the request asked for (languages.ts; Spanish by
 * default). Links are absolute (config.publicUrl, the host app's origin) and listed in
 * `links` in the order the text gives them.
 */

const signature = (lang: MailLanguage) => `\n\n${MAIL_TEXTS[lang].signature}`;
const ignore = (lang: MailLanguage) => `\n\n${MAIL_TEXTS[lang].ignore}`;

const greeting = (name: string, lang: MailLanguage) =>
  name.trim() ? MAIL_TEXTS[lang].greetingNamed(name.trim()) : MAIL_TEXTS[lang].greeting;

export function joinUrl(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${pathAndQuery}`;
}

/** Signup and resend: the link validates the account. */
export function validationMail(publicUrl: string, to: string, name: string, token: string, lang: MailLanguage = "es"): Mail {
  const link = joinUrl(publicUrl, `/ov/users/validation?token=${encodeURIComponent(token)}`);
  const texts = MAIL_TEXTS[lang];
  return {
    to,
    subject: texts.validationSubject,
    text: `${greeting(name, lang)}\n\n${texts.validationIntro}\n\n${link}${ignore(lang)}${signature(lang)}`,
    links: [link],
  };
}

/** Password reset request: the link opens the set-password screen. */
export function passwordResetMail(publicUrl: string, to: string, name: string, token: string, lang: MailLanguage = "es"): Mail {
  const link = joinUrl(publicUrl, `/password-change?confirmation=${encodeURIComponent(token)}`);
  const texts = MAIL_TEXTS[lang];
  return {
    to,
    subject: texts.resetSubject,
    text: `${greeting(name, lang)}\n\n${texts.resetIntro}\n\n${link}${ignore(lang)}${signature(lang)}`,
    links: [link],
  };
}

export interface RecoveredAccount {
  /** What the account signs in with: the username, or the e-mail of an administrator. */
  signInWith: string;
  /** A `password-link` token for /user-change-password. */
  token: string;
}

/** Username recovery: every account of the address, each with a password-change link. */
export function usernameMail(
  publicUrl: string,
  to: string,
  accounts: RecoveredAccount[],
  isAdministrador: boolean,
  lang: MailLanguage = "es",
): Mail {
  const texts = MAIL_TEXTS[lang];
  const links = accounts.map((account) => joinUrl(publicUrl, `/user-change-password?token=${encodeURIComponent(account.token)}`));
  const label = isAdministrador ? texts.signInWithEmail : texts.usernameIs;
  const lines = accounts.map((account, index) => `${label}: ${account.signInWith}\n${texts.forgotPasswordToo}\n${links[index]}`);
  return {
    to,
    subject: texts.usernameSubject,
    text: `${texts.greeting}\n\n${texts.usernameIntro}\n\n${lines.join("\n\n")}${ignore(lang)}${signature(lang)}`,
    links,
  };
}
