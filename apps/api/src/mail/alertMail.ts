import { mailDate, mailEuros } from "./format";
import type { MailLanguage } from "./languages";
import { MAIL_TEXTS } from "./texts";

/*
 * The cost alert's e-mail in the portal's five languages. Spanish is the
 * reference, word for word the text first shipped; the others to be reviewed by native
 * speakers before release (README, "Translations"). Dates and amounts as the language writes
 * them (format.ts). The card's name ('Tu consumo este mes')
 * is the one the portal shows in that language (portal-widgets' insights labels), so the
 * customer finds it.
 */

export interface AlertMailFacts {
  line: "Electricidad" | "Gas";
  codAbonado: string;
  cups: string;
  /** The billing period, as ISO dates (YYYY-MM-DD). */
  periodFrom: string;
  periodUntil: string;
  projectedCents: number;
  thresholdCents: number;
}

interface AlertTexts {
  electricity: string;
  gas: string;
  subject: (kind: string, threshold: string) => string;
  greeting: string;
  forecast: (f: { codAbonado: string; cups: string; from: string; until: string; projected: string; threshold: string }) => string;
  closing: string;
}

const ALERT_TEXTS: Record<MailLanguage, AlertTexts> = {
  es: {
    electricity: "luz",
    gas: "gas",
    subject: (kind, threshold) => `Tu factura de ${kind} puede superar ${threshold}`,
    greeting: "Hola,",
    forecast: (f) =>
      `La previsión de la factura del contrato ${f.codAbonado} (${f.cups}) para el periodo del ${f.from} al ${f.until} es de ${f.projected}, por encima del importe de ${f.threshold} que nos pediste vigilar.`,
    closing: "Puedes ver el detalle en 'Tu consumo este mes' de tu Oficina Virtual. No te enviaremos otro aviso para este periodo.",
  },
  ca: {
    electricity: "llum",
    gas: "gas",
    subject: (kind, threshold) => `La teva factura de ${kind} pot superar ${threshold}`,
    greeting: "Hola,",
    forecast: (f) =>
      `La previsió de la factura del contracte ${f.codAbonado} (${f.cups}) per al període del ${f.from} al ${f.until} és de ${f.projected}, per sobre de l'import de ${f.threshold} que ens vas demanar que vigiléssim.`,
    closing:
      "Pots veure'n el detall a 'El teu consum aquest mes' de la teva Oficina Virtual. No t'enviarem cap altre avís per a aquest període.",
  },
  eu: {
    electricity: "elektrizitate",
    gas: "gas",
    subject: (kind, threshold) => `Zure ${kind}-faktura ${threshold} baino handiagoa izan daiteke`,
    greeting: "Kaixo,",
    forecast: (f) =>
      `${f.codAbonado} kontratuaren (${f.cups}) fakturaren aurreikuspena, ${f.from} eta ${f.until} arteko aldirako, ${f.projected} da: zaintzeko eskatu zenigun ${f.threshold} zenbatekoa baino handiagoa.`,
    closing:
      "Xehetasunak zure Bulego Birtualeko 'Zure kontsumoa hilabete honetan' atalean ikus ditzakezu. Ez dizugu beste abisurik bidaliko aldi honetarako.",
  },
  gl: {
    electricity: "luz",
    gas: "gas",
    subject: (kind, threshold) => `A túa factura de ${kind} pode superar ${threshold}`,
    greeting: "Ola,",
    forecast: (f) =>
      `A previsión da factura do contrato ${f.codAbonado} (${f.cups}) para o período do ${f.from} ao ${f.until} é de ${f.projected}, por riba do importe de ${f.threshold} que nos pediches vixiar.`,
    closing: "Podes ver o detalle en 'O teu consumo este mes' da túa Oficina Virtual. Non che enviaremos outro aviso para este período.",
  },
  en: {
    electricity: "electricity",
    gas: "gas",
    subject: (kind, threshold) => `Your ${kind} invoice may exceed ${threshold}`,
    greeting: "Hello,",
    forecast: (f) =>
      `The forecast for the invoice of contract ${f.codAbonado} (${f.cups}) for the period from ${f.from} to ${f.until} is ${f.projected}, above the amount of ${f.threshold} you asked us to watch.`,
    closing:
      "You can see the details in 'Your consumption this month' in your Oficina Virtual. We will not send you another alert for this period.",
  },
};

/** Subject and text of the alert in `lang` (links are the caller's), signed as the account
 * mails are (texts.ts: the retailer's brand and legal line). */
export function alertMail(facts: AlertMailFacts, lang: MailLanguage = "es"): { subject: string; text: string } {
  const texts = ALERT_TEXTS[lang];
  const threshold = mailEuros(facts.thresholdCents, lang);
  const kind = facts.line === "Gas" ? texts.gas : texts.electricity;
  const forecast = texts.forecast({
    codAbonado: facts.codAbonado,
    cups: facts.cups,
    from: mailDate(facts.periodFrom, lang),
    until: mailDate(facts.periodUntil, lang),
    projected: mailEuros(facts.projectedCents, lang),
    threshold,
  });
  return {
    subject: texts.subject(kind, threshold),
    text: [texts.greeting, "", forecast, "", texts.closing, "", MAIL_TEXTS[lang].signature].join("\n"),
  };
}
