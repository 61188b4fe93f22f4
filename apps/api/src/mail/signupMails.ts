import type { MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { SIGNUP_MAIL_TEXTS } from "./signupTexts";
import { joinUrl } from "./templates";
import { MAIL_TEXTS } from "./texts";

/*
 * The signup's proof-of-possession mails: the one-time code (by e-mail and by SMS to the
 * contact on file), the notice to the holder's existing users, and the administrator's
 * link to choose a password. Names typed at signup never reach these texts: a signup can
 * be made by anyone, and these mails go to someone else's mailbox.
 */

const signature = (lang: MailLanguage) => MAIL_TEXTS[lang].signature;

export function signupCodeMail(to: string, code: string, lang: MailLanguage = "es"): Mail {
  const texts = SIGNUP_MAIL_TEXTS[lang];
  return {
    to,
    subject: texts.codeSubject,
    text: `${MAIL_TEXTS[lang].greeting}\n\n${texts.codeIntro}\n\n${code}\n\n${texts.codeExpiry}\n\n${texts.codeNotYou}\n\n${signature(lang)}`,
    links: [],
  };
}

export function signupCodeSms(phone: string, code: string, lang: MailLanguage = "es"): Mail {
  const texts = SIGNUP_MAIL_TEXTS[lang];
  return { to: phone, channel: "sms", subject: texts.codeSubject, text: texts.sms(code), links: [] };
}

/** To every existing user of a holder when another user is attached to it. */
export function newUserNoticeMail(to: string, newUsername: string, lang: MailLanguage = "es"): Mail {
  const texts = SIGNUP_MAIL_TEXTS[lang];
  return {
    to,
    subject: texts.newUserSubject,
    text: `${MAIL_TEXTS[lang].greeting}\n\n${texts.newUserIntro(newUsername)}\n\n${texts.newUserReport}\n\n${signature(lang)}`,
    links: [],
  };
}

/** A pre-registered administrator's signup: the link leads to the page where the owner of
 * the mailbox chooses the password. `replaced` when an earlier signup's link was retired. */
export function adminPasswordMail(publicUrl: string, to: string, token: string, replaced: boolean, lang: MailLanguage = "es"): Mail {
  const texts = SIGNUP_MAIL_TEXTS[lang];
  const link = joinUrl(publicUrl, `/ov/users/validation?token=${encodeURIComponent(token)}`);
  const note = replaced ? `\n\n${texts.adminReplaced}` : "";
  return {
    to,
    subject: texts.adminSubject,
    text: `${MAIL_TEXTS[lang].greeting}\n\n${texts.adminIntro}\n\n${link}${note}\n\n${MAIL_TEXTS[lang].ignore}\n\n${signature(lang)}`,
    links: [link],
  };
}
