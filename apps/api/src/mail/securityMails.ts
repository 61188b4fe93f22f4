import { COMPANY } from "@oficina-virtual/api-contract";
import type { MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { MAIL_TEXTS } from "./texts";

/*
 * Security notices to the account's address, in the recipient's language (mail/recipient.ts),
 * as contactMails.ts writes them: a new password and sessions closed from 'Sesiones y
 * actividad'. (The phone, e-mail and IBAN changes send their own, with what changed.) They
 * never carry a link that acts: whoever reads a forwarded copy learns only that something
 * changed. Spanish is word for word the first release; the others to be reviewed by native
 * speakers (README, "Translations").
 */

interface SecurityTexts {
  passwordSubject: string;
  passwordChanged: string;
  /** After a new password: the password is already the caller's. */
  callUs: (phone: string) => string;
  sessionsSubject: string;
  /** The portal's own names of the menu and the page, as it shows them in that language. */
  sessionsClosed: (closed: number) => string;
  changeAndCallUs: (phone: string) => string;
}

const SECURITY_TEXTS: Record<MailLanguage, SecurityTexts> = {
  es: {
    passwordSubject: "Has cambiado la contraseña de tu cuenta",
    passwordChanged: "La contraseña de tu cuenta de la Oficina Virtual ha cambiado. Hemos cerrado las demás sesiones abiertas.",
    callUs: (phone) => `Si no has sido tú, llama cuanto antes a Atención al Cliente (${phone}).`,
    sessionsSubject: "Se han cerrado sesiones de tu cuenta",
    sessionsClosed: (closed) =>
      `${closed === 1 ? "Se ha cerrado una sesión" : `Se han cerrado ${closed} sesiones`} de tu cuenta de la Oficina Virtual desde 'Mi cuenta' › 'Sesiones y actividad'.`,
    changeAndCallUs: (phone) => `Si no has sido tú, cambia tu contraseña y llama cuanto antes a Atención al Cliente (${phone}).`,
  },
  ca: {
    passwordSubject: "Has canviat la contrasenya del teu compte",
    passwordChanged: "La contrasenya del teu compte de l'Oficina Virtual ha canviat. Hem tancat les altres sessions obertes.",
    callUs: (phone) => `Si no has estat tu, truca com més aviat millor a Atenció al Client (${phone}).`,
    sessionsSubject: "S'han tancat sessions del teu compte",
    sessionsClosed: (closed) =>
      `${closed === 1 ? "S'ha tancat una sessió" : `S'han tancat ${closed} sessions`} del teu compte de l'Oficina Virtual des de 'El meu compte' › 'Sessions i activitat'.`,
    changeAndCallUs: (phone) => `Si no has estat tu, canvia la contrasenya i truca com més aviat millor a Atenció al Client (${phone}).`,
  },
  eu: {
    passwordSubject: "Zure kontuaren pasahitza aldatu duzu",
    passwordChanged: "Zure Bulego Birtualeko kontuaren pasahitza aldatu da. Irekitako gainerako saioak itxi ditugu.",
    callUs: (phone) => `Zu izan ez bazara, deitu lehenbailehen Bezeroarentzako Arretara (${phone}).`,
    sessionsSubject: "Zure kontuko saioak itxi dira",
    sessionsClosed: (closed) =>
      `${closed === 1 ? "Saio bat itxi da" : `${closed} saio itxi dira`} zure Bulego Birtualeko kontuan, 'Nire kontua' › 'Saioak eta jarduera' ataletik.`,
    changeAndCallUs: (phone) => `Zu izan ez bazara, aldatu pasahitza eta deitu lehenbailehen Bezeroarentzako Arretara (${phone}).`,
  },
  gl: {
    passwordSubject: "Cambiaches o contrasinal da túa conta",
    passwordChanged: "O contrasinal da túa conta da Oficina Virtual cambiou. Pechamos as demais sesións abertas.",
    callUs: (phone) => `Se non fuches ti, chama canto antes a Atención ao Cliente (${phone}).`,
    sessionsSubject: "Pecháronse sesións da túa conta",
    sessionsClosed: (closed) =>
      `${closed === 1 ? "Pechouse unha sesión" : `Pecháronse ${closed} sesións`} da túa conta da Oficina Virtual desde 'A miña conta' › 'Sesións e actividade'.`,
    changeAndCallUs: (phone) => `Se non fuches ti, cambia o teu contrasinal e chama canto antes a Atención ao Cliente (${phone}).`,
  },
  en: {
    passwordSubject: "You have changed your account's password",
    passwordChanged: "The password of your Oficina Virtual account has changed. We have closed the other open sessions.",
    callUs: (phone) => `If this was not you, call Customer Service as soon as possible (${phone}).`,
    sessionsSubject: "Sessions of your account have been closed",
    sessionsClosed: (closed) =>
      `${closed === 1 ? "One session has been closed" : `${closed} sessions have been closed`} in your Oficina Virtual account from 'My account' › 'Sessions and activity'.`,
    changeAndCallUs: (phone) => `If this was not you, change your password and call Customer Service as soon as possible (${phone}).`,
  },
};

const body = (lang: MailLanguage, ...parts: string[]) => [MAIL_TEXTS[lang].greeting, ...parts, MAIL_TEXTS[lang].signature].join("\n\n");

export function passwordChangedMail(to: string, lang: MailLanguage = "es"): Mail {
  const texts = SECURITY_TEXTS[lang];
  return { to, subject: texts.passwordSubject, text: body(lang, texts.passwordChanged, texts.callUs(COMPANY.phone)), links: [] };
}

export function sessionsClosedMail(to: string, closed: number, lang: MailLanguage = "es"): Mail {
  const texts = SECURITY_TEXTS[lang];
  return {
    to,
    subject: texts.sessionsSubject,
    text: body(lang, texts.sessionsClosed(closed), texts.changeAndCallUs(COMPANY.phone)),
    links: [],
  };
}
