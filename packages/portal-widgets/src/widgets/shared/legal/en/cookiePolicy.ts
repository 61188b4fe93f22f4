import { COLOR_SCHEME_KEY } from "../../../../core/appearance/colorScheme";
import { LAST_ACTIVITY_KEY } from "../../../../core/session/activityKey";
import { DRAFTS_KEY } from "../../../../core/session/drafts";
import { LOCALE_KEY } from "../../../../core/session/localePreference";
import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";
import { type StoredKeyTexts, storedKeyRows } from "../storedKeyRows";

const UNTIL_LOGOUT = "Until you sign out or the session expires.";
const UNTIL_NOTICE = "Until the sign-in page shows the notice or you sign in again.";
const UNTIL_CHANGED = "Until you change it or clear your browser data.";

/** The purposes and lifetimes of core/session/storedKeys.ts in English. */
export const storedKeysEn: StoredKeyTexts = {
  "accessToken / user-token": {
    purpose: "Access token that proves the signed-in session in each request to our servers.",
    lifetime:
      "Each token is valid for a few minutes and is renewed while you use the Oficina Virtual; it is deleted when you sign out or when the session expires through inactivity.",
  },
  refreshToken: {
    purpose: "Renewing the access token without asking for the password again while the session is still open.",
    lifetime: UNTIL_LOGOUT,
  },
  sessionIdleMinutes: {
    purpose: "How many minutes without activity the server allows before closing the session, to warn you a minute before.",
    lifetime: UNTIL_LOGOUT,
  },
  email: { purpose: "Showing the account that is signed in.", lifetime: UNTIL_LOGOUT },
  isAdministrador: { purpose: "Taking property administrators to the property administrator screen.", lifetime: UNTIL_LOGOUT },
  profile: { purpose: "The account details shown in the header (username, name and e-mail address).", lifetime: UNTIL_LOGOUT },
  "totalElectricidad / totalGas / totalContractsElectricidad / totalContractsGas": {
    purpose: "How many electricity and gas supplies and contracts the account has, to show or hide each line.",
    lifetime: UNTIL_LOGOUT,
  },
  hasUnicasInvoices: { purpose: "Showing unified invoices only to those who have them.", lifetime: UNTIL_LOGOUT },
  selectedProduct: {
    purpose: "The supply you are working with (line, CUPS and contract), to open its invoices, consumption and certificates.",
    lifetime: UNTIL_LOGOUT,
  },
  isLeaving: { purpose: "Telling you on the sign-in page that the session has expired.", lifetime: UNTIL_NOTICE },
  logoutReason: {
    purpose: "Explaining on the sign-in page why the session was closed (an account without contracts).",
    lifetime: UNTIL_NOTICE,
  },
  isAdministradorFinca: {
    purpose: "Remembering whether you ticked “Property administrator” on the sign-in page.",
    lifetime: UNTIL_CHANGED,
  },
  [DRAFTS_KEY]: {
    purpose:
      "Drafts of the forms you were filling in (never passwords), to offer them to you if the session expires and you sign in again.",
    lifetime: "Deleted when you sign out, when you close the tab or after 24 hours.",
  },
  [LAST_ACTIVITY_KEY]: {
    purpose:
      "The time of your last activity on the portal, shared between tabs, to close the session through inactivity and warn you a minute before.",
    lifetime: "Rewritten while you use the portal; on its own it does not identify anyone.",
  },
  [LOCALE_KEY]: {
    purpose: "The language you choose in the header (Language), to show you the portal in that language next time.",
    lifetime: "Until you choose another language or clear your browser data.",
  },
  [COLOR_SCHEME_KEY]: {
    purpose: "Remembering whether you chose dark or light mode with the “Dark mode” button in the header.",
    lifetime: UNTIL_CHANGED,
  },
};

/** Cookie policy: CookiePolicy/content.ts in English, section by section. */
export const cookiePolicyEn: readonly LegalSection[] = [
  {
    heading: "1. What cookies and browser storage are",
    blocks: [
      {
        kind: "p",
        text: "Cookies are small files that a website stores on the user's device to remember information from one page to another or between visits. Browser storage (localStorage and sessionStorage) serves the same purpose, and the regulations treat it in the same way.",
      },
      {
        kind: "p",
        text: `The Oficina Virtual of ${C.name} does not install cookies, either its own or third-party ones, and does not use analytics, advertising or tracking tools. It only keeps in your browser's storage the technical data listed below, which are needed to sign in and use the service.`,
      },
    ],
  },
  {
    heading: "2. Local storage (localStorage)",
    blocks: [
      {
        kind: "p",
        text: "It is shared between the Oficina Virtual tabs open in the same browser. These are technical data exempt from consent (article 22.2 of the LSSI-CE): without them it is not possible to sign in. When you sign out, they are all deleted except the remembered checkbox of the sign-in page.",
      },
      { kind: "cookies", caption: "Local storage (localStorage)", rows: storedKeyRows("localStorage", storedKeysEn) },
    ],
  },
  {
    heading: "3. Session storage (sessionStorage)",
    blocks: [
      {
        kind: "p",
        text: "It belongs to a single tab and disappears when the tab is closed. It does not require consent either: it only keeps what you were typing so that you do not lose it.",
      },
      { kind: "cookies", caption: "Session storage (sessionStorage)", rows: storedKeyRows("sessionStorage", storedKeysEn) },
    ],
  },
  {
    heading: "4. How to delete these data",
    blocks: [
      {
        kind: "p",
        text: "Signing out deletes the session data and the drafts. You can also delete the site's storage in your browser settings; if you block it, you will not be able to sign in to the Oficina Virtual. As there are no optional cookies, no cookie notice is shown.",
      },
      { kind: "p", text: `If you have any questions about this policy, you can write to ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "5. More information",
    blocks: [{ kind: "links", intro: "See also the", to: ["legalNotice", "privacyPolicy"] }],
  },
];
