import { COMPANY } from "@oficina-virtual/api-contract";
import { type AlertMailFacts, alertMail } from "./alertMail";
import { MAIL_LANGUAGES } from "./languages";
import { MAIL_LEGAL_LINE, MAIL_TEXTS } from "./texts";

/** Intl writes a no-break space before the euro sign. */
const nb = (text: string) => text.replace(/(\d) €/g, "$1\u00a0€");

const facts: AlertMailFacts = {
  line: "Electricidad",
  codAbonado: "100003",
  cups: "ES0021000000000003AB",
  periodFrom: "2026-03-01",
  periodUntil: "2026-03-31",
  projectedCents: 123_456,
  thresholdCents: 100_000,
};

describe("the cost alert's e-mail", () => {
  it("keeps the first release's Spanish word for word, and Spanish is the default", () => {
    const mail = alertMail(facts);
    expect(mail.subject).toBe(nb("Tu factura de luz puede superar 1000,00 €"));
    expect(mail.text).toBe(
      nb(
        [
          "Hola,",
          "",
          "La previsión de la factura del contrato 100003 (ES0021000000000003AB) para el periodo del 1 de marzo de 2026 al 31 de marzo de 2026 es de 1234,56 €, por encima del importe de 1000,00 € que nos pediste vigilar.",
          "",
          "Puedes ver el detalle en 'Tu consumo este mes' de tu Oficina Virtual. No te enviaremos otro aviso para este periodo.",
          "",
          MAIL_TEXTS.es.signature,
        ].join("\n"),
      ),
    );
    expect(alertMail({ ...facts, line: "Gas" }).subject).toBe(nb("Tu factura de gas puede superar 1000,00 €"));
  });

  it.each([
    ["ca", "La teva factura de llum pot superar 1.000,00 €", "El teu consum aquest mes", "1 de març del 2026"],
    ["eu", "Zure elektrizitate-faktura 1.000,00 € baino handiagoa izan daiteke", "Zure kontsumoa hilabete honetan", "2026/03/01"],
    ["gl", "A túa factura de luz pode superar 1.000,00 €", "O teu consumo este mes", "1 de marzo de 2026"],
    ["en", "Your electricity invoice may exceed €1,000.00", "Your consumption this month", "1 March 2026"],
  ] as const)(
    "writes it in %s, dates and amounts as that language writes them, naming the card as the portal does",
    (lang, subject, card, from) => {
      const mail = alertMail(facts, lang);
      expect(mail.subject).toBe(nb(subject));
      expect(mail.text).toContain(`'${card}'`);
      for (const fact of ["100003", "ES0021000000000003AB", from]) expect(mail.text).toContain(fact);
      expect(mail.text).not.toContain("2026-03-01");
      expect(mail.text).toMatch(lang === "en" ? /€1,234\.56/ : /1\.234,56\u00a0€/);
    },
  );

  it("has no Spanish left in the other languages", () => {
    const spanish = alertMail(facts, "es");
    for (const lang of MAIL_LANGUAGES.filter((l) => l !== "es")) {
      const mail = alertMail(facts, lang);
      expect(mail.subject).not.toBe(spanish.subject);
      // Every sentence but the greeting ('Hola,' is Catalan too) and the signature's brand and
      // legal lines (the retailer's names are not translated).
      const body = spanish.text.slice(0, spanish.text.indexOf(MAIL_TEXTS.es.signature));
      for (const line of body.split("\n").slice(1).filter(Boolean)) expect(mail.text, lang).not.toContain(line);
      expect(mail.text, lang).not.toMatch(/previsión de la factura|Puedes ver|aviso para este periodo/);
    }
  });

  it.each(MAIL_LANGUAGES)("is signed in %s by the retailer the documents and the portal name", (lang) => {
    const { text } = alertMail(facts, lang);
    expect(text.endsWith(MAIL_TEXTS[lang].signature)).toBe(true);
    for (const fact of [COMPANY.brand, COMPANY.name, COMPANY.cif, COMPANY.address, COMPANY.phone]) expect(text).toContain(fact);
    expect(text).toContain(MAIL_LEGAL_LINE);
  });
});
