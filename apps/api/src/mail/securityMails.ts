import { COMPANY } from "@oficina-virtual/api-contract";
import type { Mail } from "./outbox";
import { MAIL_TEXTS } from "./texts";

/*
 * Security notices to the account's address, as contactMails.ts writes them: a new password
 * and sessions closed from 'Sesiones y actividad'. (The phone, e-mail and IBAN changes send
 * their own, with what changed.) They never carry a link that acts: whoever reads a
 * forwarded copy learns only that something changed.
 */

const es = MAIL_TEXTS.es;
const body = (...parts: string[]) => [es.greeting, ...parts, es.signature].join("\n\n");
const notYou = `Si no has sido tú, cambia tu contraseña y llama cuanto antes a Atención al Cliente (${COMPANY.phone}).`;

export function passwordChangedMail(to: string): Mail {
  return {
    to,
    subject: "Has cambiado la contraseña de tu cuenta",
    text: body(
      "La contraseña de tu cuenta de la Oficina Virtual ha cambiado. Hemos cerrado las demás sesiones abiertas.",
      `Si no has sido tú, llama cuanto antes a Atención al Cliente (${COMPANY.phone}).`,
    ),
    links: [],
  };
}

export function sessionsClosedMail(to: string, closed: number): Mail {
  const what = closed === 1 ? "Se ha cerrado una sesión" : `Se han cerrado ${closed} sesiones`;
  return {
    to,
    subject: "Se han cerrado sesiones de tu cuenta",
    text: body(`${what} de tu cuenta de la Oficina Virtual desde 'Mi cuenta' › 'Sesiones y actividad'.`, notYou),
    links: [],
  };
}
