import { MAIL_LANGUAGES } from "./languages";
import { adminPasswordMail, newUserNoticeMail, signupCodeMail, signupCodeSms } from "./signupMails";
import { SIGNUP_MAIL_TEXTS } from "./signupTexts";

describe("the signup's proof-of-possession mails", () => {
  it.each(MAIL_LANGUAGES)("are written in %s with the code, the username and the link", (lang) => {
    const texts = SIGNUP_MAIL_TEXTS[lang];
    const mail = signupCodeMail("titular@example.com", "042917", lang);
    expect(mail).toMatchObject({ to: "titular@example.com", subject: texts.codeSubject, links: [] });
    expect(mail.text).toContain("\n042917\n");
    expect(signupCodeSms("600000000", "042917", lang)).toEqual({
      to: "600000000",
      channel: "sms",
      subject: texts.codeSubject,
      text: texts.sms("042917"),
      links: [],
    });
    const notice = newUserNoticeMail("titular@example.com", "intruso", lang);
    expect(notice.subject).toBe(texts.newUserSubject);
    expect(notice.text).toContain(texts.newUserIntro("intruso"));
    expect(notice.text).toContain(texts.newUserReport);
    const first = adminPasswordMail("https://ov.example/", "a@example.com", "t/1", false, lang);
    expect(first.links).toEqual(["https://ov.example/ov/users/validation?token=t%2F1"]);
    expect(first.text).toContain(first.links[0]);
    expect(first.text).not.toContain(texts.adminReplaced);
    expect(adminPasswordMail("https://ov.example", "a@example.com", "t", true, lang).text).toContain(texts.adminReplaced);
  });

  it("says in Spanish what the issue asks, word for word", () => {
    expect(newUserNoticeMail("a@example.com", "x").subject).toBe("Se ha dado de alta un nuevo usuario en tus contratos");
  });
});
