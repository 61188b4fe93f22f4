import { COMPANY, maskIban } from "@oficina-virtual/api-contract";
import type { Mail } from "../../mail/outbox";
import { joinUrl } from "../../mail/templates";

/** When a new account starts to be charged: invoices are debited from the account on file
 * when each one is issued, so the first invoice issued after the change is the first one. */
export const APPLIES_FROM = "A partir de la primera factura que se emita después del cambio.";

/** Where the customer downloads the mandate: the portal's 'Mi cuenta' (the API's files need
 * the session's token, which a link in an e-mail cannot carry). The PDF is never attached. */
export const mandatePageLink = (publicUrl: string, codAbonado: string) =>
  joinUrl(publicUrl, `/admin?cuenta-bancaria=${encodeURIComponent(codAbonado)}`);

export interface BankChangeMail {
  to: string;
  firstName: string;
  codAbonado: string;
  line: "Electricidad" | "Gas";
  iban: string;
  holderName: string;
  reference: string;
  publicUrl: string;
}

/** The notice of a change, to the account's address: the masked IBAN only, so a forwarded or
 * intercepted mail does not carry the account. */
export function bankChangeMail(change: BankChangeMail): Mail {
  const link = mandatePageLink(change.publicUrl, change.codAbonado);
  const supply = change.line === "Gas" ? "gas natural" : "electricidad";
  const text = [
    change.firstName.trim() ? `Hola, ${change.firstName.trim()}:` : "Hola:",
    `Se ha cambiado la cuenta bancaria de domiciliación de tu contrato ${change.codAbonado} (${supply}).`,
    `Nueva cuenta: ${maskIban(change.iban)}\nTitular: ${change.holderName}\nReferencia de la orden de domiciliación: ${change.reference}`,
    `${APPLIES_FROM} Las facturas ya emitidas se cargan en la cuenta anterior.`,
    `Puedes descargar la orden de domiciliación de adeudo directo SEPA en 'Mi cuenta' › 'Cuenta bancaria':\n${link}`,
    `Si no has hecho tú este cambio, llámanos cuanto antes al ${COMPANY.phone} y cambia tu contraseña.`,
    `Un saludo,\n${COMPANY.brand}`,
  ].join("\n\n");
  return { to: change.to, subject: "Has cambiado la cuenta bancaria de tu contrato", text, links: [link] };
}
