import { COMPANY } from "@oficina-virtual/api-contract";
import { loadConfig } from "../config";
import { MAIL_LANGUAGES, mailLanguage } from "./languages";
import { MAIL_FROM } from "./outbox";
import { adminPasswordMail, newUserNoticeMail, signupCodeMail, signupCodeSms } from "./signupMails";
import { passwordResetMail, usernameMail, validationMail } from "./templates";
import { MAIL_TEXTS } from "./texts";

const config = loadConfig({ OV_DEMO: "1", PUBLIC_URL: "https://ov.example/" });

describe("the mails' language", () => {
  it.each([
    [undefined, "es"],
    ["ca", "ca"],
    ["ca-ES,ca;q=0.9,es;q=0.8", "ca"],
    ["fr-FR,fr;q=0.9,eu;q=0.5", "eu"],
    ["es;q=0.4,gl;q=0.6", "gl"],
    ["en-GB", "en"],
    ["fr, de", "es"],
    ["ca;q=0", "es"],
    [["gl", "es"], "gl"],
  ] as const)("Accept-Language %j → %s", (header, language) => {
    expect(mailLanguage(header as string | string[] | undefined)).toBe(language);
  });

  it.each(MAIL_LANGUAGES)("writes every mail in %s, with the same links", (lang) => {
    const texts = MAIL_TEXTS[lang];
    const validation = validationMail(config.publicUrl, "a@example.com", "Ana", "t1", lang);
    expect(validation.subject).toBe(texts.validationSubject);
    expect(validation.text).toContain(texts.greetingNamed("Ana"));
    expect(validation.text).toContain(validation.links[0]);
    expect(validation.text.endsWith(texts.signature)).toBe(true);
    const reset = passwordResetMail(config.publicUrl, "a@example.com", "", "t2", lang);
    expect(reset.text.startsWith(texts.greeting)).toBe(true);
    expect(reset.text).toContain(reset.links[0]);
    const username = usernameMail(config.publicUrl, "a@example.com", [{ signInWith: "ana", token: "t3" }], false, lang);
    expect(username.text).toContain(`${texts.usernameIs}: ana`);
    expect(username.subject).toBe(texts.usernameSubject);
  });

  it("keeps Spanish word for word when no language is asked for", () => {
    expect(validationMail(config.publicUrl, "a@example.com", "Ana", "t1").text).toBe(
      validationMail(config.publicUrl, "a@example.com", "Ana", "t1", "es").text,
    );
    expect(validationMail(config.publicUrl, "a@example.com", "Ana", "t1").subject).toBe("Valida tu cuenta de la Oficina Virtual");
  });

  it("differs from Spanish in every other language", () => {
    const spanish = MAIL_TEXTS.es;
    for (const lang of MAIL_LANGUAGES.filter((l) => l !== "es")) {
      expect(MAIL_TEXTS[lang].validationIntro, lang).not.toBe(spanish.validationIntro);
      expect(MAIL_TEXTS[lang].resetSubject, lang).not.toBe(spanish.resetSubject);
    }
  });

  it.each(MAIL_LANGUAGES)("signs every %s mail with the retailer of the PDFs and the portal: brand, legal name, NIF, address", (lang) => {
    const mails = [
      validationMail(config.publicUrl, "a@example.com", "Ana", "t1", lang),
      passwordResetMail(config.publicUrl, "a@example.com", "", "t2", lang),
      usernameMail(config.publicUrl, "a@example.com", [{ signInWith: "ana", token: "t3" }], false, lang),
      signupCodeMail("a@example.com", "042917", lang),
      newUserNoticeMail("a@example.com", "x", lang),
      adminPasswordMail(config.publicUrl, "a@example.com", "t4", false, lang),
    ];
    for (const mail of mails) {
      expect(mail.text.endsWith(MAIL_TEXTS[lang].signature)).toBe(true);
      for (const fact of [`${COMPANY.brand} · `, COMPANY.name, `NIF ${COMPANY.cif}`, COMPANY.address, COMPANY.phone])
        expect(mail.text).toContain(fact);
    }
    expect(signupCodeSms("600000000", "042917", lang).text.startsWith(`${COMPANY.brand}: `)).toBe(true);
  });

  it("sends as the retailer's brand", () => {
    expect(MAIL_FROM).toBe(`"${COMPANY.brand} · Oficina Virtual" <no-reply@oficina-virtual.example>`);
  });
});
