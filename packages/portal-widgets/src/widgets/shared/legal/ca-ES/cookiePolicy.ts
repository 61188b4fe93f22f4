import { COLOR_SCHEME_KEY } from "../../../../core/appearance/colorScheme";
import { LAST_ACTIVITY_KEY } from "../../../../core/session/activityKey";
import { DRAFTS_KEY } from "../../../../core/session/drafts";
import { LOCALE_KEY } from "../../../../core/session/localePreference";
import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";
import { type StoredKeyTexts, storedKeyRows } from "../storedKeyRows";

const UNTIL_LOGOUT = "Fins que tanques la sessió o fins que la sessió caduca.";
const UNTIL_NOTICE = "Fins que la pàgina d'accés mostra l'avís o s'inicia la sessió de nou.";
const UNTIL_CHANGED = "Fins que ho canvies o esborres les dades del navegador.";

/** The purposes and lifetimes of core/session/storedKeys.ts in Catalan. */
export const storedKeysCa: StoredKeyTexts = {
  "accessToken / user-token": {
    purpose: "Testimoni d'accés (token) que acredita la sessió iniciada en cada petició als nostres servidors.",
    lifetime:
      "Cada testimoni és vàlid durant uns minuts i es renova mentre utilitzes l'Oficina Virtual; s'esborra quan tanques la sessió o quan la sessió caduca per inactivitat.",
  },
  refreshToken: {
    purpose: "Renovar el testimoni d'accés sense tornar a demanar la contrasenya mentre la sessió continua oberta.",
    lifetime: UNTIL_LOGOUT,
  },
  sessionIdleMinutes: {
    purpose: "Quants minuts sense activitat permet el servidor abans de tancar la sessió, per avisar-te un minut abans.",
    lifetime: UNTIL_LOGOUT,
  },
  email: { purpose: "Mostrar el compte amb què s'ha iniciat la sessió.", lifetime: UNTIL_LOGOUT },
  isAdministrador: { purpose: "Portar a la pantalla d'administrador de finques qui ho és.", lifetime: UNTIL_LOGOUT },
  profile: {
    purpose: "Les dades del compte que es mostren a la capçalera (usuari, nom i correu electrònic).",
    lifetime: UNTIL_LOGOUT,
  },
  "totalElectricidad / totalGas / totalContractsElectricidad / totalContractsGas": {
    purpose: "Quants subministraments i contractes d'electricitat i de gas té el compte, per mostrar o amagar cada línia.",
    lifetime: UNTIL_LOGOUT,
  },
  hasUnicasInvoices: { purpose: "Mostrar les factures unificades només a qui en té.", lifetime: UNTIL_LOGOUT },
  selectedProduct: {
    purpose:
      "El subministrament amb què estàs treballant (línia, CUPS i contracte), per obrir-ne les factures, els consums i els certificats.",
    lifetime: UNTIL_LOGOUT,
  },
  isLeaving: { purpose: "Avisar a la pàgina d'accés que la sessió ha caducat.", lifetime: UNTIL_NOTICE },
  logoutReason: {
    purpose: "Explicar a la pàgina d'accés per què s'ha tancat la sessió (un compte sense contractes).",
    lifetime: UNTIL_NOTICE,
  },
  isAdministradorFinca: { purpose: "Recordar si vas marcar «Administrador de finques» a la pàgina d'accés.", lifetime: UNTIL_CHANGED },
  [DRAFTS_KEY]: {
    purpose: "Esborranys dels formularis que estaves omplint (mai contrasenyes), per oferir-te'ls si la sessió caduca i tornes a entrar.",
    lifetime: "S'esborren quan tanques la sessió, quan tanques la pestanya o al cap de 24 hores.",
  },
  [LAST_ACTIVITY_KEY]: {
    purpose:
      "L'hora de la teva última activitat al portal, compartida entre pestanyes, per tancar la sessió per inactivitat i avisar-te un minut abans.",
    lifetime: "Es reescriu mentre utilitzes el portal; per si sola no identifica ningú.",
  },
  [LOCALE_KEY]: {
    purpose: "L'idioma que tries a la capçalera (Idioma), per mostrar-te el portal en aquest idioma la propera vegada.",
    lifetime: "Fins que tries un altre idioma o esborres les dades del navegador.",
  },
  [COLOR_SCHEME_KEY]: {
    purpose: "Recordar si vas triar el mode fosc o el clar amb el botó «Mode fosc» de la capçalera.",
    lifetime: UNTIL_CHANGED,
  },
};

/** Política de galetes: CookiePolicy/content.ts in Catalan, section by section. */
export const cookiePolicyCa: readonly LegalSection[] = [
  {
    heading: "1. Què són les galetes i l'emmagatzematge del navegador",
    blocks: [
      {
        kind: "p",
        text: "Les galetes (cookies) són petits fitxers que un lloc web desa al dispositiu de l'usuari per recordar informació entre una pàgina i una altra o entre visites. L'emmagatzematge del navegador (localStorage i sessionStorage) fa la mateixa funció i la normativa el tracta igual.",
      },
      {
        kind: "p",
        text: `L'Oficina Virtual de ${C.name} no instal·la galetes, ni pròpies ni de tercers, i no utilitza eines d'analítica, publicitat ni seguiment. Només desa a l'emmagatzematge del teu navegador les dades tècniques que s'indiquen a continuació, necessàries per iniciar la sessió i utilitzar el servei.`,
      },
    ],
  },
  {
    heading: "2. Emmagatzematge local (localStorage)",
    blocks: [
      {
        kind: "p",
        text: "Es comparteix entre les pestanyes de l'Oficina Virtual obertes al mateix navegador. Són dades tècniques exemptes de consentiment (article 22.2 de la LSSI-CE): sense aquestes dades no es pot iniciar la sessió. Quan tanques la sessió s'esborren totes, llevat de la casella recordada de la pàgina d'accés.",
      },
      { kind: "cookies", caption: "Emmagatzematge local (localStorage)", rows: storedKeyRows("localStorage", storedKeysCa) },
    ],
  },
  {
    heading: "3. Emmagatzematge de sessió (sessionStorage)",
    blocks: [
      {
        kind: "p",
        text: "Pertany a una sola pestanya i desapareix quan la tanques. Tampoc no requereix consentiment: només desa el que estaves escrivint perquè no ho perdis.",
      },
      { kind: "cookies", caption: "Emmagatzematge de sessió (sessionStorage)", rows: storedKeyRows("sessionStorage", storedKeysCa) },
    ],
  },
  {
    heading: "4. Com s'esborren aquestes dades",
    blocks: [
      {
        kind: "p",
        text: "Quan tanques la sessió s'esborren les dades de la sessió i els esborranys. També pots esborrar l'emmagatzematge del lloc des de la configuració del navegador; si el bloqueges, no podràs iniciar la sessió a l'Oficina Virtual. Com que no hi ha galetes opcionals, no es mostra cap avís de galetes.",
      },
      { kind: "p", text: `Per a qualsevol dubte sobre aquesta política, pots escriure a ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "5. Més informació",
    blocks: [{ kind: "links", intro: "Consulta també les pàgines", to: ["legalNotice", "privacyPolicy"] }],
  },
];
