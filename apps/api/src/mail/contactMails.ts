import { COMPANY } from "@oficina-virtual/api-contract";
import type { Mail } from "./outbox";
import { joinUrl } from "./templates";
import { MAIL_TEXTS } from "./texts";

/*
 * 'Datos de contacto' messages, in Spanish with the retailer's signature: the phone's
 * one-time code (SMS), the notice of a new phone to the account's address, the link that
 * confirms a new address (sent to it) and the notice with the undo link (sent to the old
 * one). Links lead to the host's pages, whose button spends the token: a mail scanner's GET
 * changes nothing.
 */

const es = MAIL_TEXTS.es;
const body = (...parts: string[]) => [es.greeting, ...parts, es.signature].join("\n\n");
const notYou = `Si no has sido tú, llama cuanto antes a Atención al Cliente (${COMPANY.phone}).`;

export const CONFIRM_EMAIL_PAGE = "/user-confirm-email-change";
export const UNDO_EMAIL_PAGE = "/user-undo-email-change";

export function phoneCodeSms(phone: string, code: string): Mail {
  return {
    to: phone,
    channel: "sms",
    subject: "Código para confirmar tu nuevo móvil",
    text: `${COMPANY.brand}: tu código para confirmar este móvil en la Oficina Virtual es ${code}. Caduca en 10 minutos. No lo compartas con nadie.`,
    links: [],
  };
}

export function phoneChangedMail(to: string, maskedPhone: string): Mail {
  return {
    to,
    subject: "Has cambiado el teléfono móvil de tu cuenta",
    text: body(`El teléfono móvil de tu cuenta de la Oficina Virtual es ahora el ${maskedPhone}.`, notYou),
    links: [],
  };
}

export function emailConfirmMail(publicUrl: string, to: string, token: string): Mail {
  const link = joinUrl(publicUrl, `${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: "Confirma tu nueva dirección de correo electrónico",
    text: body(
      "Has pedido usar esta dirección en tu cuenta de la Oficina Virtual. Para confirmarla, abre este enlace (caduca en 24 horas y solo se puede usar una vez):",
      link,
      "Hasta que la confirmes seguiremos escribiendo a tu dirección anterior.",
      es.ignore,
    ),
    links: [link],
  };
}

export function emailChangedMail(publicUrl: string, to: string, newAddress: string, token: string): Mail {
  const link = joinUrl(publicUrl, `${UNDO_EMAIL_PAGE}?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: "Has cambiado la dirección de correo electrónico de tu cuenta",
    text: body(
      `La dirección de correo electrónico de tu cuenta de la Oficina Virtual es ahora ${newAddress}. A partir de ahora te escribiremos allí.`,
      "Si no has sido tú, deshaz el cambio con este enlace: vuelve a poner esta dirección y cierra todas las sesiones abiertas. Sirve durante 7 días y una sola vez.",
      link,
      notYou,
    ),
    links: [link],
  };
}
