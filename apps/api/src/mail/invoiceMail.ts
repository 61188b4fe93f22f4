import { mailDate, mailEuros } from "./format";
import type { MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { joinUrl } from "./templates";
import { MAIL_TEXTS } from "./texts";

/*
 * 'Factura electrónica': when an invoice is issued for a paperless contract, an e-mail with a
 * link to the contract's invoices in the portal — never the PDF attached (a mail is forwarded
 * and stored where the portal's session does not reach). Spanish is the reference; the others
 * to be reviewed by native speakers before release (README, "Translations").
 */

export interface InvoiceMailFacts {
  to: string;
  firstName: string;
  codAbonado: string;
  line: "Electricidad" | "Gas";
  invoiceNumber: string;
  issuedOn: string;
  amountCents: number;
  publicUrl: string;
}

interface InvoiceTexts {
  subject: (line: string) => string;
  line: (gas: boolean) => string;
  body: (f: { number: string; contract: string; line: string; date: string; amount: string }) => string;
  link: string;
  paperless: string;
}

const TEXTS: Record<MailLanguage, InvoiceTexts> = {
  es: {
    subject: (line) => `Tienes una nueva factura de ${line}`,
    line: (gas) => (gas ? "gas" : "luz"),
    body: (f) => `Hemos emitido la factura ${f.number} de tu contrato ${f.contract} (${f.line}), con fecha ${f.date}, por ${f.amount}.`,
    link: "Puedes verla y descargarla en tu Oficina Virtual:",
    paperless: "Te escribimos porque tienes activada la factura electrónica: no te la enviaremos en papel.",
  },
  ca: {
    subject: (line) => `Tens una nova factura de ${line}`,
    line: (gas) => (gas ? "gas" : "llum"),
    body: (f) => `Hem emès la factura ${f.number} del teu contracte ${f.contract} (${f.line}), amb data ${f.date}, per ${f.amount}.`,
    link: "Pots veure-la i descarregar-la a la teva Oficina Virtual:",
    paperless: "T'escrivim perquè tens activada la factura electrònica: no te l'enviarem en paper.",
  },
  eu: {
    subject: (line) => `${line}-faktura berri bat duzu`,
    line: (gas) => (gas ? "Gas" : "Elektrizitate"),
    body: (f) => `Zure ${f.contract} kontratuaren (${f.line}) ${f.number} faktura egin dugu, ${f.date} datarekin, ${f.amount}-koa.`,
    link: "Zure Bulego Birtualean ikusi eta deskarga dezakezu:",
    paperless: "Faktura elektronikoa aktibatuta duzulako idazten dizugu: ez dizugu paperean bidaliko.",
  },
  gl: {
    subject: (line) => `Tes unha nova factura de ${line}`,
    line: (gas) => (gas ? "gas" : "luz"),
    body: (f) => `Emitimos a factura ${f.number} do teu contrato ${f.contract} (${f.line}), con data ${f.date}, por ${f.amount}.`,
    link: "Podes vela e descargala na túa Oficina Virtual:",
    paperless: "Escribímosche porque tes activada a factura electrónica: non cha enviaremos en papel.",
  },
  en: {
    subject: (line) => `You have a new ${line} invoice`,
    line: (gas) => (gas ? "gas" : "electricity"),
    body: (f) => `We have issued invoice ${f.number} for your contract ${f.contract} (${f.line}), dated ${f.date}, for ${f.amount}.`,
    link: "You can see and download it in your Oficina Virtual:",
    paperless: "We are writing because you have e-invoicing switched on: we will not send it on paper.",
  },
};

/** The new-invoice notice in `lang`, linking the contract's invoices page. */
export function invoiceIssuedMail(facts: InvoiceMailFacts, lang: MailLanguage): Mail {
  const texts = TEXTS[lang];
  const mail = MAIL_TEXTS[lang];
  const line = texts.line(facts.line === "Gas");
  const link = joinUrl(facts.publicUrl, `/invoices/${encodeURIComponent(facts.codAbonado)}`);
  const greeting = facts.firstName.trim() ? mail.greetingNamed(facts.firstName.trim()) : mail.greeting;
  const body = texts.body({
    number: facts.invoiceNumber,
    contract: facts.codAbonado,
    line,
    date: mailDate(facts.issuedOn, lang),
    amount: mailEuros(facts.amountCents, lang),
  });
  return {
    to: facts.to,
    subject: texts.subject(line),
    text: [greeting, body, `${texts.link}\n${link}`, texts.paperless, mail.signature].join("\n\n"),
    links: [link],
  };
}
