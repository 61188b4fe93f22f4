import type { Mail } from "./outbox";

/*
 * The account mails, in Spanish. Links are absolute (config.publicUrl, the host app's
 * origin) and listed in `links` in the order the text gives them.
 */

const SIGNATURE = "\n\nUn saludo,\nOficina Virtual\nAtención al Cliente: 900 908 178";
const IGNORE = "\n\nSi no has sido tú, ignora este mensaje: tu cuenta no cambiará.";

const greeting = (name: string) => (name.trim() ? `Hola, ${name.trim()}:` : "Hola:");

export function joinUrl(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${pathAndQuery}`;
}

/** Signup and resend: the link validates the account. */
export function validationMail(publicUrl: string, to: string, name: string, token: string): Mail {
  const link = joinUrl(publicUrl, `/ov/users/validation?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: "Valida tu cuenta de la Oficina Virtual",
    text:
      `${greeting(name)}\n\nGracias por registrarte en la Oficina Virtual. Para activar tu cuenta, abre este ` +
      `enlace (caduca en 24 horas y solo se puede usar una vez):\n\n${link}${IGNORE}${SIGNATURE}`,
    links: [link],
  };
}

/** Password reset request: the link opens the set-password screen. */
export function passwordResetMail(publicUrl: string, to: string, name: string, token: string): Mail {
  const link = joinUrl(publicUrl, `/password-change?confirmation=${encodeURIComponent(token)}`);
  return {
    to,
    subject: "Cambia tu contraseña de la Oficina Virtual",
    text:
      `${greeting(name)}\n\nHemos recibido una solicitud para cambiar la contraseña de tu cuenta de la Oficina ` +
      `Virtual. Para elegir una nueva, abre este enlace (caduca en 24 horas y solo se puede usar una vez):` +
      `\n\n${link}${IGNORE}${SIGNATURE}`,
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
export function usernameMail(publicUrl: string, to: string, accounts: RecoveredAccount[], isAdministrador: boolean): Mail {
  const links = accounts.map((account) => joinUrl(publicUrl, `/user-change-password?token=${encodeURIComponent(account.token)}`));
  const label = isAdministrador ? "Accede con tu correo electrónico" : "Tu nombre de usuario es";
  const lines = accounts.map(
    (account, index) =>
      `${label}: ${account.signInWith}\nSi tampoco recuerdas la contraseña, cámbiala aquí (enlace válido 24 horas):\n${links[index]}`,
  );
  return {
    to,
    subject: "Tu nombre de usuario de la Oficina Virtual",
    text:
      `Hola:\n\nHemos recibido una solicitud para recordar el usuario de la Oficina Virtual asociado a esta ` +
      `dirección.\n\n${lines.join("\n\n")}${IGNORE}${SIGNATURE}`,
    links,
  };
}
