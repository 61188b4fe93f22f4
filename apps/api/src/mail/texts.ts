import { COMPANY } from "@oficina-virtual/api-contract";
import type { MailLanguage } from "./languages";

/*
 * The account mails' texts per language (Spanish first: the reference). Every language has
 * every text (the type says so); templates.ts puts names and links in. Translations to be
 * reviewed by native speakers before release (README, "Translations").
 */

/** The sender's legal identity under every signature: the retailer that issues the invoices
 * and runs the portal (api-contract's COMPANY), the same words in every language. */
export const MAIL_LEGAL_LINE = `${COMPANY.name} · NIF ${COMPANY.cif} · ${COMPANY.address}`;

/** A signature: the closing, the brand's Oficina Virtual, the customer-service phone and the
 * legal line. */
const signed = (closing: string, office: string, service: string) =>
  `${closing}\n${COMPANY.brand} · ${office}\n${service}: ${COMPANY.phone}\n\n${MAIL_LEGAL_LINE}`;

export interface MailTexts {
  signature: string;
  ignore: string;
  greetingNamed: (name: string) => string;
  greeting: string;
  validationSubject: string;
  validationIntro: string;
  resetSubject: string;
  resetIntro: string;
  usernameSubject: string;
  usernameIntro: string;
  usernameIs: string;
  signInWithEmail: string;
  forgotPasswordToo: string;
}

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  es: {
    signature: signed("Un saludo,", "Oficina Virtual", "Atención al Cliente"),
    ignore: "Si no has sido tú, ignora este mensaje: tu cuenta no cambiará.",
    greetingNamed: (name) => `Hola, ${name}:`,
    greeting: "Hola:",
    validationSubject: "Valida tu cuenta de la Oficina Virtual",
    validationIntro:
      "Gracias por registrarte en la Oficina Virtual. Para activar tu cuenta, abre este enlace (caduca en 24 horas y solo se puede usar una vez):",
    resetSubject: "Cambia tu contraseña de la Oficina Virtual",
    resetIntro:
      "Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de la Oficina Virtual. Para elegir una nueva, abre este enlace (caduca en 24 horas y solo se puede usar una vez):",
    usernameSubject: "Tu nombre de usuario de la Oficina Virtual",
    usernameIntro: "Hemos recibido una solicitud para recordar el usuario de la Oficina Virtual asociado a esta dirección.",
    usernameIs: "Tu nombre de usuario es",
    signInWithEmail: "Accede con tu correo electrónico",
    forgotPasswordToo: "Si tampoco recuerdas la contraseña, cámbiala aquí (enlace válido 24 horas):",
  },
  ca: {
    signature: signed("Salutacions,", "Oficina Virtual", "Atenció al Client"),
    ignore: "Si no has estat tu, ignora aquest missatge: el teu compte no canviarà.",
    greetingNamed: (name) => `Hola, ${name}:`,
    greeting: "Hola:",
    validationSubject: "Valida el teu compte de l'Oficina Virtual",
    validationIntro:
      "Gràcies per registrar-te a l'Oficina Virtual. Per activar el teu compte, obre aquest enllaç (caduca d'aquí a 24 hores i només es pot fer servir una vegada):",
    resetSubject: "Canvia la contrasenya de l'Oficina Virtual",
    resetIntro:
      "Hem rebut una sol·licitud per canviar la contrasenya del teu compte de l'Oficina Virtual. Per triar-ne una de nova, obre aquest enllaç (caduca d'aquí a 24 hores i només es pot fer servir una vegada):",
    usernameSubject: "El teu nom d'usuari de l'Oficina Virtual",
    usernameIntro: "Hem rebut una sol·licitud per recordar l'usuari de l'Oficina Virtual associat a aquesta adreça.",
    usernameIs: "El teu nom d'usuari és",
    signInWithEmail: "Accedeix amb el teu correu electrònic",
    forgotPasswordToo: "Si tampoc no recordes la contrasenya, canvia-la aquí (enllaç vàlid 24 hores):",
  },
  eu: {
    signature: signed("Agur bero bat,", "Bulego Birtuala", "Bezeroarentzako Arreta"),
    ignore: "Zu izan ez bazara, ez egin kasurik mezu honi: zure kontua ez da aldatuko.",
    greetingNamed: (name) => `Kaixo, ${name}:`,
    greeting: "Kaixo:",
    validationSubject: "Baliozkotu zure Bulego Birtualeko kontua",
    validationIntro:
      "Eskerrik asko Bulego Birtualean erregistratzeagatik. Zure kontua aktibatzeko, ireki esteka hau (24 ordu barru iraungiko da, eta behin bakarrik erabil daiteke):",
    resetSubject: "Aldatu zure Bulego Birtualeko pasahitza",
    resetIntro:
      "Zure Bulego Birtualeko kontuaren pasahitza aldatzeko eskaera bat jaso dugu. Pasahitz berri bat aukeratzeko, ireki esteka hau (24 ordu barru iraungiko da, eta behin bakarrik erabil daiteke):",
    usernameSubject: "Zure Bulego Birtualeko erabiltzaile-izena",
    usernameIntro: "Helbide honi lotutako Bulego Birtualeko erabiltzailea gogorarazteko eskaera bat jaso dugu.",
    usernameIs: "Zure erabiltzaile-izena hau da",
    signInWithEmail: "Sartu zure posta elektronikoarekin",
    forgotPasswordToo: "Pasahitza ere gogoratzen ez baduzu, alda ezazu hemen (estekak 24 orduz balio du):",
  },
  gl: {
    signature: signed("Un saúdo,", "Oficina Virtual", "Atención ao Cliente"),
    ignore: "Se non fuches ti, ignora esta mensaxe: a túa conta non cambiará.",
    greetingNamed: (name) => `Ola, ${name}:`,
    greeting: "Ola:",
    validationSubject: "Valida a túa conta da Oficina Virtual",
    validationIntro:
      "Grazas por rexistrarte na Oficina Virtual. Para activar a túa conta, abre esta ligazón (caduca en 24 horas e só se pode usar unha vez):",
    resetSubject: "Cambia o teu contrasinal da Oficina Virtual",
    resetIntro:
      "Recibimos unha solicitude para cambiar o contrasinal da túa conta da Oficina Virtual. Para escoller un novo, abre esta ligazón (caduca en 24 horas e só se pode usar unha vez):",
    usernameSubject: "O teu nome de usuario da Oficina Virtual",
    usernameIntro: "Recibimos unha solicitude para lembrar o usuario da Oficina Virtual asociado a este enderezo.",
    usernameIs: "O teu nome de usuario é",
    signInWithEmail: "Accede co teu correo electrónico",
    forgotPasswordToo: "Se tampouco lembras o contrasinal, cámbiao aquí (ligazón válida 24 horas):",
  },
  en: {
    signature: signed("Kind regards,", "Oficina Virtual", "Customer Service"),
    ignore: "If this was not you, ignore this message: your account will not change.",
    greetingNamed: (name) => `Hello ${name},`,
    greeting: "Hello,",
    validationSubject: "Validate your Oficina Virtual account",
    validationIntro:
      "Thank you for signing up to the Oficina Virtual. To activate your account, open this link (it expires in 24 hours and can only be used once):",
    resetSubject: "Change your Oficina Virtual password",
    resetIntro:
      "We have received a request to change the password of your Oficina Virtual account. To choose a new one, open this link (it expires in 24 hours and can only be used once):",
    usernameSubject: "Your Oficina Virtual username",
    usernameIntro: "We have received a request to remind you of the Oficina Virtual username linked to this address.",
    usernameIs: "Your username is",
    signInWithEmail: "Sign in with your e-mail address",
    forgotPasswordToo: "If you do not remember your password either, change it here (link valid for 24 hours):",
  },
};
