import { COMPANY } from "@oficina-virtual/api-contract";
import { bankChangeMail } from "../routes/bankAccount/bankMail";
import { emailChangedMail, emailConfirmMail, phoneChangedMail, phoneCodeSms } from "./contactMails";
import { MAIL_LANGUAGES, type MailLanguage } from "./languages";
import type { Mail } from "./outbox";
import { passwordChangedMail, sessionsClosedMail } from "./securityMails";
import { MAIL_TEXTS } from "./texts";

/*
 * The account's notices (contact changes, security, bank account) in the recipient's
 * language: Spanish word for word as first shipped, and no Spanish sentence left in the others.
 */

const URL = "https://ov.example.com";
const MAILS: Record<string, (lang: MailLanguage) => Mail> = {
  phoneCodeSms: (lang) => phoneCodeSms("+34600111222", "123456", lang),
  phoneChangedMail: (lang) => phoneChangedMail("ana@example.com", "*** *** 222", lang),
  emailConfirmMail: (lang) => emailConfirmMail(URL, "nueva@example.com", "tok", lang),
  emailChangedMail: (lang) => emailChangedMail(URL, "ana@example.com", "nueva@example.com", "tok", lang),
  passwordChangedMail: (lang) => passwordChangedMail("ana@example.com", lang),
  sessionsClosedOne: (lang) => sessionsClosedMail("ana@example.com", 1, lang),
  sessionsClosedMany: (lang) => sessionsClosedMail("ana@example.com", 3, lang),
  bankChangeMail: (language) =>
    bankChangeMail({
      to: "ana@example.com",
      firstName: "Ana",
      codAbonado: "100001",
      line: "Gas",
      iban: "ES9121000418450200051332",
      holderName: "Ana García López",
      reference: "LGI-0000000000000001",
      publicUrl: URL,
      language,
    }),
};

/** The Spanish sentences of a mail: its lines but the greeting, the signature's (the retailer's
 * names are not translated), links and the holder's line ('Titular' is Catalan and Galician too). */
function spanishSentences(mail: Mail): string[] {
  const signature = MAIL_TEXTS.es.signature.split("\n");
  return mail.text
    .split("\n")
    .slice(mail.channel === "sms" ? 0 : 1)
    .map((line) => line.trim())
    .filter(
      (line) => line && !signature.includes(line) && !mail.links.includes(line) && line !== COMPANY.brand && !line.startsWith("Titular:"),
    );
}

describe("the account's notices", () => {
  it("keep the Spanish of the first release, and Spanish is the default", () => {
    expect(phoneCodeSms("+34600111222", "123456").text).toBe(
      `${COMPANY.brand}: tu código para confirmar este móvil en la Oficina Virtual es 123456. Caduca en 10 minutos. No lo compartas con nadie.`,
    );
    expect(passwordChangedMail("a@example.com").text).toBe(
      [
        MAIL_TEXTS.es.greeting,
        "La contraseña de tu cuenta de la Oficina Virtual ha cambiado. Hemos cerrado las demás sesiones abiertas.",
        `Si no has sido tú, llama cuanto antes a Atención al Cliente (${COMPANY.phone}).`,
        MAIL_TEXTS.es.signature,
      ].join("\n\n"),
    );
    expect(sessionsClosedMail("a@example.com", 1).text).toContain(
      "Se ha cerrado una sesión de tu cuenta de la Oficina Virtual desde 'Mi cuenta' › 'Sesiones y actividad'.",
    );
    expect(sessionsClosedMail("a@example.com", 2).text).toContain(
      `Si no has sido tú, cambia tu contraseña y llama cuanto antes a Atención al Cliente (${COMPANY.phone}).`,
    );
    const bank = MAILS.bankChangeMail!("es");
    expect(bank.subject).toBe("Has cambiado la cuenta bancaria de tu contrato");
    expect(
      bank.text.startsWith("Hola, Ana:\n\nSe ha cambiado la cuenta bancaria de domiciliación de tu contrato 100001 (gas natural)."),
    ).toBe(true);
    expect(bank.text.endsWith(`Un saludo,\n${COMPANY.brand}`)).toBe(true);
    for (const make of Object.values(MAILS)) expect(make("es")).toEqual(make(undefined as unknown as MailLanguage));
  });

  const cases = Object.keys(MAILS).flatMap((name) => MAIL_LANGUAGES.filter((l) => l !== "es").map((lang) => [name, lang] as const));
  it.each(cases)("%s in %s: the subject is translated and no Spanish sentence remains", (name, lang) => {
    const make = MAILS[name]!;
    const spanish = make("es");
    const mail = make(lang);
    expect(mail.subject).not.toBe(spanish.subject);
    for (const line of spanishSentences(spanish)) expect(mail.text).not.toContain(line);
    expect(mail.text).not.toMatch(/Si no has sido|tu cuenta|Atención al Cliente|Un saludo|Puedes|enlace/);
    expect(mail.links).toHaveLength(spanish.links.length);
    for (const link of spanish.links) expect(mail.text).toContain(link);
    if (mail.channel !== "sms") expect(mail.text).toContain(COMPANY.phone);
    if (lang === "eu" && spanish.text.includes("Oficina Virtual")) expect(mail.text).toContain("Bulego Birtual");
  });
});
