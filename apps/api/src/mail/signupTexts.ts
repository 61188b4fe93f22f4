import { COMPANY } from "@oficina-virtual/api-contract";
import type { MailLanguage } from "./languages";

/*
 * The texts of the signup's proof-of-possession mails (signupMails.ts), per language,
 * Spanish first. The new-user notice tells the holder how to report a user they do not
 * know: the phone of the signature, or a support request once signed in. The SMS opens with
 * the retailer's brand, the sender a phone shows for a short code.
 */

export interface SignupMailTexts {
  codeSubject: string;
  /** The code mail's body around the code. */
  codeIntro: string;
  codeExpiry: string;
  codeNotYou: string;
  /** The SMS: one short line with the code. */
  sms: (code: string) => string;
  newUserSubject: string;
  newUserIntro: (username: string) => string;
  newUserReport: string;
  adminSubject: string;
  adminIntro: string;
  adminReplaced: string;
}

export const SIGNUP_MAIL_TEXTS: Record<MailLanguage, SignupMailTexts> = {
  es: {
    codeSubject: "Tu código para darte de alta en la Oficina Virtual",
    codeIntro: "Alguien está dando de alta un usuario de la Oficina Virtual con tus contratos. Su código de verificación es:",
    codeExpiry: "Caduca en 10 minutos y solo se puede usar una vez.",
    codeNotYou: "Si no eres tú quien se está dando de alta, no compartas este código con nadie: sin él no se puede crear el usuario.",
    sms: (code) => `${COMPANY.brand}: tu código de alta es ${code}. Caduca en 10 minutos. No lo compartas con nadie.`,
    newUserSubject: "Se ha dado de alta un nuevo usuario en tus contratos",
    newUserIntro: (username) =>
      `Se ha dado de alta el usuario «${username}» en la Oficina Virtual con acceso a tus contratos, sus facturas y sus consumos.`,
    newUserReport: `Si no lo reconoces, llama cuanto antes a Atención al Cliente (${COMPANY.phone}) para darlo de baja, o abre una solicitud en la Oficina Virtual con el asunto «Usuario no reconocido».`,
    adminSubject: "Elige tu contraseña de la Oficina Virtual",
    adminIntro:
      "Hemos recibido tu alta como administrador de fincas. Para elegir tu contraseña y activar tu cuenta, abre este enlace (caduca en 24 horas y solo se puede usar una vez):",
    adminReplaced: "Esta solicitud sustituye a otra anterior hecha con esta dirección: el enlace que te enviamos entonces ya no sirve.",
  },
  ca: {
    codeSubject: "El teu codi per donar-te d'alta a l'Oficina Virtual",
    codeIntro: "Algú està donant d'alta un usuari de l'Oficina Virtual amb els teus contractes. El seu codi de verificació és:",
    codeExpiry: "Caduca d'aquí a 10 minuts i només es pot fer servir una vegada.",
    codeNotYou: "Si no ets tu qui s'està donant d'alta, no comparteixis aquest codi amb ningú: sense ell no es pot crear l'usuari.",
    sms: (code) => `${COMPANY.brand}: el teu codi d'alta és ${code}. Caduca d'aquí a 10 minuts. No el comparteixis amb ningú.`,
    newUserSubject: "S'ha donat d'alta un nou usuari als teus contractes",
    newUserIntro: (username) =>
      `S'ha donat d'alta l'usuari «${username}» a l'Oficina Virtual amb accés als teus contractes, les seves factures i els seus consums.`,
    newUserReport: `Si no el reconeixes, truca com més aviat millor a Atenció al Client (${COMPANY.phone}) per donar-lo de baixa, o obre una sol·licitud a l'Oficina Virtual amb l'assumpte «Usuari no reconegut».`,
    adminSubject: "Tria la teva contrasenya de l'Oficina Virtual",
    adminIntro:
      "Hem rebut la teva alta com a administrador de finques. Per triar la contrasenya i activar el compte, obre aquest enllaç (caduca d'aquí a 24 hores i només es pot fer servir una vegada):",
    adminReplaced:
      "Aquesta sol·licitud substitueix una altra d'anterior feta amb aquesta adreça: l'enllaç que et vam enviar llavors ja no serveix.",
  },
  eu: {
    codeSubject: "Bulego Birtualean alta emateko zure kodea",
    codeIntro: "Norbait Bulego Birtualeko erabiltzaile bat ematen ari da alta zure kontratuekin. Egiaztapen-kodea hau da:",
    codeExpiry: "10 minutu barru iraungiko da, eta behin bakarrik erabil daiteke.",
    codeNotYou: "Zu ez bazara alta ematen ari dena, ez partekatu kode hau inorekin: hori gabe ezin da erabiltzailea sortu.",
    sms: (code) => `${COMPANY.brand}: zure alta-kodea ${code} da. 10 minutu barru iraungiko da. Ez partekatu inorekin.`,
    newUserSubject: "Erabiltzaile berri bati eman zaio alta zure kontratuetan",
    newUserIntro: (username) =>
      `«${username}» erabiltzaileari alta eman zaio Bulego Birtualean, zure kontratuak, fakturak eta kontsumoak ikusteko aukerarekin.`,
    newUserReport: `Ezagutzen ez baduzu, deitu lehenbailehen Bezeroarentzako Arretara (${COMPANY.phone}) baja emateko, edo ireki eskaera bat Bulego Birtualean «Erabiltzaile ezezaguna» gaiarekin.`,
    adminSubject: "Aukeratu zure Bulego Birtualeko pasahitza",
    adminIntro:
      "Finka-administratzaile gisa emandako alta jaso dugu. Pasahitza aukeratzeko eta kontua aktibatzeko, ireki esteka hau (24 ordu barru iraungiko da, eta behin bakarrik erabil daiteke):",
    adminReplaced: "Eskaera honek helbide honekin egindako aurreko bat ordezten du: orduan bidali genizun esteka ez da baliagarria jada.",
  },
  gl: {
    codeSubject: "O teu código para darte de alta na Oficina Virtual",
    codeIntro: "Alguén está a dar de alta un usuario da Oficina Virtual cos teus contratos. O seu código de verificación é:",
    codeExpiry: "Caduca en 10 minutos e só se pode usar unha vez.",
    codeNotYou: "Se non es ti quen se está a dar de alta, non compartas este código con ninguén: sen el non se pode crear o usuario.",
    sms: (code) => `${COMPANY.brand}: o teu código de alta é ${code}. Caduca en 10 minutos. Non o compartas con ninguén.`,
    newUserSubject: "Deuse de alta un novo usuario nos teus contratos",
    newUserIntro: (username) =>
      `Deuse de alta o usuario «${username}» na Oficina Virtual con acceso aos teus contratos, ás súas facturas e aos seus consumos.`,
    newUserReport: `Se non o recoñeces, chama canto antes a Atención ao Cliente (${COMPANY.phone}) para dalo de baixa, ou abre unha solicitude na Oficina Virtual co asunto «Usuario non recoñecido».`,
    adminSubject: "Escolle o teu contrasinal da Oficina Virtual",
    adminIntro:
      "Recibimos a túa alta como administrador de fincas. Para escoller o contrasinal e activar a conta, abre esta ligazón (caduca en 24 horas e só se pode usar unha vez):",
    adminReplaced: "Esta solicitude substitúe outra anterior feita con este enderezo: a ligazón que che enviamos entón xa non serve.",
  },
  en: {
    codeSubject: "Your code to sign up to the Oficina Virtual",
    codeIntro: "Someone is signing up an Oficina Virtual user with your contracts. Their verification code is:",
    codeExpiry: "It expires in 10 minutes and can only be used once.",
    codeNotYou: "If you are not the one signing up, do not share this code with anyone: without it the user cannot be created.",
    sms: (code) => `${COMPANY.brand}: your signup code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    newUserSubject: "A new user has been signed up to your contracts",
    newUserIntro: (username) =>
      `The user "${username}" has been signed up to the Oficina Virtual with access to your contracts, their invoices and their consumption.`,
    newUserReport: `If you do not recognise it, call Customer Service (${COMPANY.phone}) as soon as possible to have it removed, or open a request in the Oficina Virtual with the subject "Unrecognised user".`,
    adminSubject: "Choose your Oficina Virtual password",
    adminIntro:
      "We have received your signup as a property administrator. To choose your password and activate your account, open this link (it expires in 24 hours and can only be used once):",
    adminReplaced: "This request replaces an earlier one made with this address: the link we sent you then no longer works.",
  },
};
