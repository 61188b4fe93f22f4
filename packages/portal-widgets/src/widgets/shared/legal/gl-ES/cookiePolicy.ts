import { COLOR_SCHEME_KEY } from "../../../../core/appearance/colorScheme";
import { LAST_ACTIVITY_KEY } from "../../../../core/session/activityKey";
import { DRAFTS_KEY } from "../../../../core/session/drafts";
import { LOCALE_KEY } from "../../../../core/session/localePreference";
import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";
import { type StoredKeyTexts, storedKeyRows } from "../storedKeyRows";

const UNTIL_LOGOUT = "Ata pechar a sesión ou ata que a sesión caduca.";
const UNTIL_NOTICE = "Ata que a páxina de acceso amosa o aviso ou se inicia sesión de novo.";
const UNTIL_CHANGED = "Ata que o cambias ou borras os datos do navegador.";

/** The purposes and lifetimes of core/session/storedKeys.ts in Galician. */
export const storedKeysGl: StoredKeyTexts = {
  "accessToken / user-token": {
    purpose: "Token de acceso que acredita a sesión iniciada en cada petición aos nosos servidores.",
    lifetime:
      "Cada token vale uns minutos e renóvase mentres usas a Oficina Virtual; bórrase ao pechar a sesión ou cando a sesión caduca por inactividade.",
  },
  refreshToken: {
    purpose: "Renovar o token de acceso sen volver pedir o contrasinal mentres a sesión segue aberta.",
    lifetime: UNTIL_LOGOUT,
  },
  sessionIdleMinutes: {
    purpose: "Cantos minutos sen actividade permite o servidor antes de pechar a sesión, para avisarte un minuto antes.",
    lifetime: UNTIL_LOGOUT,
  },
  email: { purpose: "Amosar a conta coa que se iniciou a sesión.", lifetime: UNTIL_LOGOUT },
  isAdministrador: { purpose: "Levar á pantalla de administrador de fincas a quen o é.", lifetime: UNTIL_LOGOUT },
  profile: {
    purpose: "Os datos da conta que se amosan na cabeceira (usuario, nome e correo electrónico).",
    lifetime: UNTIL_LOGOUT,
  },
  "totalElectricidad / totalGas / totalContractsElectricidad / totalContractsGas": {
    purpose: "Cantas subministracións e contratos de electricidade e de gas ten a conta, para amosar ou ocultar cada liña.",
    lifetime: UNTIL_LOGOUT,
  },
  hasUnicasInvoices: { purpose: "Amosar as facturas unificadas só a quen as ten.", lifetime: UNTIL_LOGOUT },
  selectedProduct: {
    purpose: "A subministración coa que estás a traballar (liña, CUPS e contrato), para abrir as súas facturas, consumos e certificados.",
    lifetime: UNTIL_LOGOUT,
  },
  isLeaving: { purpose: "Avisar na páxina de acceso de que a sesión caducou.", lifetime: UNTIL_NOTICE },
  logoutReason: {
    purpose: "Explicar na páxina de acceso por que se pechou a sesión (unha conta sen contratos).",
    lifetime: UNTIL_NOTICE,
  },
  isAdministradorFinca: { purpose: "Lembrar se marcaches «Administrador de fincas» na páxina de acceso.", lifetime: UNTIL_CHANGED },
  [DRAFTS_KEY]: {
    purpose: "Borradores dos formularios que estabas a cubrir (nunca contrasinais), para ofrecerchos se a sesión caduca e volves entrar.",
    lifetime: "Bórranse ao pechar a sesión, ao pechar a lapela ou ás 24 horas.",
  },
  [LAST_ACTIVITY_KEY]: {
    purpose:
      "A hora da túa última actividade no portal, compartida entre lapelas, para pechar a sesión por inactividade e avisarte un minuto antes.",
    lifetime: "Reescríbese mentres usas o portal; por si soa non identifica a ninguén.",
  },
  [LOCALE_KEY]: {
    purpose: "O idioma que escolles na cabeceira (Idioma), para amosarche o portal nel a próxima vez.",
    lifetime: "Ata que escolles outro idioma ou borras os datos do navegador.",
  },
  [COLOR_SCHEME_KEY]: {
    purpose: "Lembrar se escolliches o modo escuro ou o claro co botón «Modo escuro» da cabeceira.",
    lifetime: UNTIL_CHANGED,
  },
};

/** Política de cookies: CookiePolicy/content.ts in Galician, section by section. */
export const cookiePolicyGl: readonly LegalSection[] = [
  {
    heading: "1. Que son as cookies e o almacenamento do navegador",
    blocks: [
      {
        kind: "p",
        text: "As cookies son pequenos ficheiros que un sitio web garda no dispositivo do usuario para lembrar información entre unha páxina e outra ou entre visitas. O almacenamento do navegador (localStorage e sessionStorage) cumpre a mesma función e a normativa trátao igual.",
      },
      {
        kind: "p",
        text: `A Oficina Virtual de ${C.name} non instala cookies, nin propias nin de terceiros, e non usa ferramentas de analítica, publicidade nin seguimento. Só garda no almacenamento do teu navegador os datos técnicos que se indican a continuación, necesarios para iniciar sesión e usar o servizo.`,
      },
    ],
  },
  {
    heading: "2. Almacenamento local (localStorage)",
    blocks: [
      {
        kind: "p",
        text: "Compártese entre as lapelas da Oficina Virtual abertas no mesmo navegador. Son datos técnicos exentos de consentimento (artigo 22.2 da LSSI-CE): sen eles non é posible iniciar sesión. Ao pechar a sesión bórranse todos, agás a caixa lembrada da páxina de acceso.",
      },
      { kind: "cookies", caption: "Almacenamento local (localStorage)", rows: storedKeyRows("localStorage", storedKeysGl) },
    ],
  },
  {
    heading: "3. Almacenamento de sesión (sessionStorage)",
    blocks: [
      {
        kind: "p",
        text: "Pertence a unha soa lapela e desaparece ao pechala. Tampouco require consentimento: só garda o que estabas a escribir para non perdelo.",
      },
      { kind: "cookies", caption: "Almacenamento de sesión (sessionStorage)", rows: storedKeyRows("sessionStorage", storedKeysGl) },
    ],
  },
  {
    heading: "4. Como borrar estes datos",
    blocks: [
      {
        kind: "p",
        text: "Ao pechar a sesión bórranse os datos da sesión e os borradores. Tamén podes borrar o almacenamento do sitio desde a configuración do teu navegador; se o bloqueas, non poderás iniciar sesión na Oficina Virtual. Como non hai cookies opcionais, non se amosa ningún aviso de cookies.",
      },
      { kind: "p", text: `Para calquera dúbida sobre esta política podes escribir a ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "5. Máis información",
    blocks: [{ kind: "links", intro: "Consulta tamén o", to: ["legalNotice", "privacyPolicy"] }],
  },
];
