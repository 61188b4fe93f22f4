import { COMPANY, maskIban } from "@oficina-virtual/api-contract";
import type { MailLanguage } from "../../mail/languages";
import type { Mail } from "../../mail/outbox";
import { joinUrl } from "../../mail/templates";
import { MAIL_TEXTS } from "../../mail/texts";

/** When a new account starts to be charged: invoices are debited from the account on file
 * when each one is issued, so the first invoice issued after the change is the first one.
 * (The route's answer, in Spanish as every API `mensaje`; the mail has its own per language.) */
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
  /** The recipient's (mail/recipient.ts); Spanish when not given. */
  language?: MailLanguage;
}

/*
 * The notice in the recipient's language. Spanish is word for word the first release; the
 * others to be reviewed by native speakers (README, "Translations"). The page's names
 * ('Mi cuenta' › 'Cuenta bancaria') are the portal's own in that language, so the customer
 * finds them.
 */
interface BankTexts {
  subject: string;
  electricity: string;
  gas: string;
  changed: (codAbonado: string, supply: string) => string;
  facts: (f: { iban: string; holder: string; reference: string }) => string;
  appliesFrom: string;
  download: (link: string) => string;
  notYou: (phone: string) => string;
  closing: (brand: string) => string;
}

const BANK_TEXTS: Record<MailLanguage, BankTexts> = {
  es: {
    subject: "Has cambiado la cuenta bancaria de tu contrato",
    electricity: "electricidad",
    gas: "gas natural",
    changed: (cod, supply) => `Se ha cambiado la cuenta bancaria de domiciliación de tu contrato ${cod} (${supply}).`,
    facts: (f) => `Nueva cuenta: ${f.iban}\nTitular: ${f.holder}\nReferencia de la orden de domiciliación: ${f.reference}`,
    appliesFrom: `${APPLIES_FROM} Las facturas ya emitidas se cargan en la cuenta anterior.`,
    download: (link) => `Puedes descargar la orden de domiciliación de adeudo directo SEPA en 'Mi cuenta' › 'Cuenta bancaria':\n${link}`,
    notYou: (phone) => `Si no has hecho tú este cambio, llámanos cuanto antes al ${phone} y cambia tu contraseña.`,
    closing: (brand) => `Un saludo,\n${brand}`,
  },
  ca: {
    subject: "Has canviat el compte bancari del teu contracte",
    electricity: "electricitat",
    gas: "gas natural",
    changed: (cod, supply) => `S'ha canviat el compte bancari de domiciliació del teu contracte ${cod} (${supply}).`,
    facts: (f) => `Compte nou: ${f.iban}\nTitular: ${f.holder}\nReferència de l'ordre de domiciliació: ${f.reference}`,
    appliesFrom: "A partir de la primera factura que s'emeti després del canvi. Les factures ja emeses es carreguen al compte anterior.",
    download: (link) => `Pots descarregar l'ordre de domiciliació de dèbit directe SEPA a 'El meu compte' › 'Compte bancari':\n${link}`,
    notYou: (phone) => `Si no has fet tu aquest canvi, truca'ns com més aviat millor al ${phone} i canvia la contrasenya.`,
    closing: (brand) => `Salutacions,\n${brand}`,
  },
  eu: {
    subject: "Zure kontratuaren banku-kontua aldatu duzu",
    electricity: "elektrizitatea",
    gas: "gas naturala",
    changed: (cod, supply) => `Zure ${cod} kontratuaren (${supply}) helbideratze-banku-kontua aldatu da.`,
    facts: (f) => `Kontu berria: ${f.iban}\nTitularra: ${f.holder}\nHelbideratze-aginduaren erreferentzia: ${f.reference}`,
    appliesFrom: "Aldaketaren ondoren egiten den lehen fakturatik aurrera. Dagoeneko egindako fakturak aurreko kontuan kobratzen dira.",
    download: (link) => `SEPA zordunketa zuzeneko helbideratze-agindua 'Nire kontua' › 'Banku-kontua' atalean deskarga dezakezu:\n${link}`,
    notYou: (phone) => `Aldaketa hau zuk egin ez baduzu, deitu lehenbailehen ${phone} zenbakira eta aldatu pasahitza.`,
    closing: (brand) => `Agur bero bat,\n${brand}`,
  },
  gl: {
    subject: "Cambiaches a conta bancaria do teu contrato",
    electricity: "electricidade",
    gas: "gas natural",
    changed: (cod, supply) => `Cambiouse a conta bancaria de domiciliación do teu contrato ${cod} (${supply}).`,
    facts: (f) => `Nova conta: ${f.iban}\nTitular: ${f.holder}\nReferencia da orde de domiciliación: ${f.reference}`,
    appliesFrom: "A partir da primeira factura que se emita despois do cambio. As facturas xa emitidas cóbranse na conta anterior.",
    download: (link) => `Podes descargar a orde de domiciliación de débito directo SEPA en 'A miña conta' › 'Conta bancaria':\n${link}`,
    notYou: (phone) => `Se non fixeches ti este cambio, chámanos canto antes ao ${phone} e cambia o teu contrasinal.`,
    closing: (brand) => `Un saúdo,\n${brand}`,
  },
  en: {
    subject: "You have changed your contract's bank account",
    electricity: "electricity",
    gas: "natural gas",
    changed: (cod, supply) => `The direct debit bank account of your contract ${cod} (${supply}) has been changed.`,
    facts: (f) => `New account: ${f.iban}\nAccount holder: ${f.holder}\nDirect debit mandate reference: ${f.reference}`,
    appliesFrom: "From the first invoice issued after the change. Invoices already issued are charged to the previous account.",
    download: (link) => `You can download the SEPA direct debit mandate in 'My account' › 'Bank account':\n${link}`,
    notYou: (phone) => `If you did not make this change, call us as soon as possible on ${phone} and change your password.`,
    closing: (brand) => `Kind regards,\n${brand}`,
  },
};

/** The notice of a change, to the account's address: the masked IBAN only, so a forwarded or
 * intercepted mail does not carry the account. */
export function bankChangeMail(change: BankChangeMail): Mail {
  const lang = change.language ?? "es";
  const texts = BANK_TEXTS[lang];
  const link = mandatePageLink(change.publicUrl, change.codAbonado);
  const name = change.firstName.trim();
  const text = [
    name ? MAIL_TEXTS[lang].greetingNamed(name) : MAIL_TEXTS[lang].greeting,
    texts.changed(change.codAbonado, change.line === "Gas" ? texts.gas : texts.electricity),
    texts.facts({ iban: maskIban(change.iban), holder: change.holderName, reference: change.reference }),
    texts.appliesFrom,
    texts.download(link),
    texts.notYou(COMPANY.phone),
    texts.closing(COMPANY.brand),
  ].join("\n\n");
  return { to: change.to, subject: texts.subject, text, links: [link] };
}
