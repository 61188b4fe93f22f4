import { COMPANY } from "@oficina-virtual/api-contract";
import type { MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { joinUrl } from "./templates";
import { MAIL_TEXTS } from "./texts";

/*
 * 'Datos de contacto' messages, in the recipient's language (mail/recipient.ts) with the
 * retailer's signature: the phone's one-time code (SMS), the notice of a new phone to the
 * account's address, the link that confirms a new address (sent to it) and the notice with
 * the undo link (sent to the old one). Spanish is word for word the first release; the others
 * to be reviewed by native speakers (README, "Translations"). Links lead to the host's pages,
 * whose button spends the token: a mail scanner's GET changes nothing.
 */

interface ContactTexts {
  notYou: (phone: string) => string;
  smsSubject: string;
  sms: (brand: string, code: string) => string;
  phoneSubject: string;
  phoneChanged: (masked: string) => string;
  confirmSubject: string;
  confirmAsk: string;
  confirmUntil: string;
  changedSubject: string;
  changedNow: (address: string) => string;
  changedUndo: string;
}

const CONTACT_TEXTS: Record<MailLanguage, ContactTexts> = {
  es: {
    notYou: (phone) => `Si no has sido tú, llama cuanto antes a Atención al Cliente (${phone}).`,
    smsSubject: "Código para confirmar tu nuevo móvil",
    sms: (brand, code) =>
      `${brand}: tu código para confirmar este móvil en la Oficina Virtual es ${code}. Caduca en 10 minutos. No lo compartas con nadie.`,
    phoneSubject: "Has cambiado el teléfono móvil de tu cuenta",
    phoneChanged: (masked) => `El teléfono móvil de tu cuenta de la Oficina Virtual es ahora el ${masked}.`,
    confirmSubject: "Confirma tu nueva dirección de correo electrónico",
    confirmAsk:
      "Has pedido usar esta dirección en tu cuenta de la Oficina Virtual. Para confirmarla, abre este enlace (caduca en 24 horas y solo se puede usar una vez):",
    confirmUntil: "Hasta que la confirmes seguiremos escribiendo a tu dirección anterior.",
    changedSubject: "Has cambiado la dirección de correo electrónico de tu cuenta",
    changedNow: (address) =>
      `La dirección de correo electrónico de tu cuenta de la Oficina Virtual es ahora ${address}. A partir de ahora te escribiremos allí.`,
    changedUndo:
      "Si no has sido tú, deshaz el cambio con este enlace: vuelve a poner esta dirección y cierra todas las sesiones abiertas. Sirve durante 7 días y una sola vez.",
  },
  ca: {
    notYou: (phone) => `Si no has estat tu, truca com més aviat millor a Atenció al Client (${phone}).`,
    smsSubject: "Codi per confirmar el teu mòbil nou",
    sms: (brand, code) =>
      `${brand}: el teu codi per confirmar aquest mòbil a l'Oficina Virtual és ${code}. Caduca d'aquí a 10 minuts. No el comparteixis amb ningú.`,
    phoneSubject: "Has canviat el telèfon mòbil del teu compte",
    phoneChanged: (masked) => `El telèfon mòbil del teu compte de l'Oficina Virtual ara és el ${masked}.`,
    confirmSubject: "Confirma la teva adreça de correu electrònic nova",
    confirmAsk:
      "Has demanat fer servir aquesta adreça al teu compte de l'Oficina Virtual. Per confirmar-la, obre aquest enllaç (caduca d'aquí a 24 hores i només es pot fer servir una vegada):",
    confirmUntil: "Fins que no la confirmis continuarem escrivint a la teva adreça anterior.",
    changedSubject: "Has canviat l'adreça de correu electrònic del teu compte",
    changedNow: (address) =>
      `L'adreça de correu electrònic del teu compte de l'Oficina Virtual ara és ${address}. D'ara endavant t'hi escriurem.`,
    changedUndo:
      "Si no has estat tu, desfés el canvi amb aquest enllaç: torna a posar aquesta adreça i tanca totes les sessions obertes. Serveix durant 7 dies i una sola vegada.",
  },
  eu: {
    notYou: (phone) => `Zu izan ez bazara, deitu lehenbailehen Bezeroarentzako Arretara (${phone}).`,
    smsSubject: "Zure mugikor berria berresteko kodea",
    sms: (brand, code) =>
      `${brand}: mugikor hau Bulego Birtualean berresteko zure kodea ${code} da. 10 minututan iraungiko da. Ez partekatu inorekin.`,
    phoneSubject: "Zure kontuko telefono mugikorra aldatu duzu",
    phoneChanged: (masked) => `Zure Bulego Birtualeko kontuaren telefono mugikorra ${masked} da orain.`,
    confirmSubject: "Berretsi zure helbide elektroniko berria",
    confirmAsk:
      "Helbide hau zure Bulego Birtualeko kontuan erabiltzea eskatu duzu. Berresteko, ireki esteka hau (24 ordutan iraungiko da, eta behin bakarrik erabil daiteke):",
    confirmUntil: "Berretsi arte, lehengo helbidera idazten jarraituko dugu.",
    changedSubject: "Zure kontuko helbide elektronikoa aldatu duzu",
    changedNow: (address) =>
      `Zure Bulego Birtualeko kontuaren helbide elektronikoa ${address} da orain. Hemendik aurrera hara idatziko dizugu.`,
    changedUndo:
      "Zu izan ez bazara, desegin aldaketa esteka honekin: helbide hau berriro jarriko du eta irekitako saio guztiak itxiko ditu. 7 egunez eta behin bakarrik balio du.",
  },
  gl: {
    notYou: (phone) => `Se non fuches ti, chama canto antes a Atención ao Cliente (${phone}).`,
    smsSubject: "Código para confirmar o teu novo móbil",
    sms: (brand, code) =>
      `${brand}: o teu código para confirmar este móbil na Oficina Virtual é ${code}. Caduca en 10 minutos. Non o compartas con ninguén.`,
    phoneSubject: "Cambiaches o teléfono móbil da túa conta",
    phoneChanged: (masked) => `O teléfono móbil da túa conta da Oficina Virtual é agora o ${masked}.`,
    confirmSubject: "Confirma o teu novo enderezo de correo electrónico",
    confirmAsk:
      "Pediches usar este enderezo na túa conta da Oficina Virtual. Para confirmalo, abre esta ligazón (caduca en 24 horas e só se pode usar unha vez):",
    confirmUntil: "Ata que o confirmes seguiremos escribindo ao teu enderezo anterior.",
    changedSubject: "Cambiaches o enderezo de correo electrónico da túa conta",
    changedNow: (address) =>
      `O enderezo de correo electrónico da túa conta da Oficina Virtual é agora ${address}. A partir de agora escribirémosche alí.`,
    changedUndo:
      "Se non fuches ti, desfai o cambio con esta ligazón: volve poñer este enderezo e pecha todas as sesións abertas. Serve durante 7 días e unha soa vez.",
  },
  en: {
    notYou: (phone) => `If this was not you, call Customer Service as soon as possible (${phone}).`,
    smsSubject: "Code to confirm your new mobile",
    sms: (brand, code) =>
      `${brand}: your code to confirm this mobile in the Oficina Virtual is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    phoneSubject: "You have changed your account's mobile phone",
    phoneChanged: (masked) => `The mobile phone of your Oficina Virtual account is now ${masked}.`,
    confirmSubject: "Confirm your new e-mail address",
    confirmAsk:
      "You asked to use this address in your Oficina Virtual account. To confirm it, open this link (it expires in 24 hours and can be used only once):",
    confirmUntil: "Until you confirm it we will keep writing to your previous address.",
    changedSubject: "You have changed your account's e-mail address",
    changedNow: (address) =>
      `The e-mail address of your Oficina Virtual account is now ${address}. From now on we will write to you there.`,
    changedUndo:
      "If this was not you, undo the change with this link: it puts this address back and closes every open session. It works for 7 days and only once.",
  },
};

const body = (lang: MailLanguage, ...parts: string[]) => [MAIL_TEXTS[lang].greeting, ...parts, MAIL_TEXTS[lang].signature].join("\n\n");

export const CONFIRM_EMAIL_PAGE = "/user-confirm-email-change";
export const UNDO_EMAIL_PAGE = "/user-undo-email-change";

export function phoneCodeSms(phone: string, code: string, lang: MailLanguage = "es"): Mail {
  const texts = CONTACT_TEXTS[lang];
  return { to: phone, channel: "sms", subject: texts.smsSubject, text: texts.sms(COMPANY.brand, code), links: [] };
}

export function phoneChangedMail(to: string, maskedPhone: string, lang: MailLanguage = "es"): Mail {
  const texts = CONTACT_TEXTS[lang];
  return {
    to,
    subject: texts.phoneSubject,
    text: body(lang, texts.phoneChanged(maskedPhone), texts.notYou(COMPANY.phone)),
    links: [],
  };
}

export function emailConfirmMail(publicUrl: string, to: string, token: string, lang: MailLanguage = "es"): Mail {
  const texts = CONTACT_TEXTS[lang];
  const link = joinUrl(publicUrl, `${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: texts.confirmSubject,
    text: body(lang, texts.confirmAsk, link, texts.confirmUntil, MAIL_TEXTS[lang].ignore),
    links: [link],
  };
}

export function emailChangedMail(publicUrl: string, to: string, newAddress: string, token: string, lang: MailLanguage = "es"): Mail {
  const texts = CONTACT_TEXTS[lang];
  const link = joinUrl(publicUrl, `${UNDO_EMAIL_PAGE}?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: texts.changedSubject,
    text: body(lang, texts.changedNow(newAddress), texts.changedUndo, link, texts.notYou(COMPANY.phone)),
    links: [link],
  };
}
