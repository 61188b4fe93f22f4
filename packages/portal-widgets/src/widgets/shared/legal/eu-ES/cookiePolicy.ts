import { COLOR_SCHEME_KEY } from "../../../../core/appearance/colorScheme";
import { LAST_ACTIVITY_KEY } from "../../../../core/session/activityKey";
import { DRAFTS_KEY } from "../../../../core/session/drafts";
import { LOCALE_KEY } from "../../../../core/session/localePreference";
import { COMPANY as C } from "../company";
import type { LegalSection } from "../LegalPage";
import { type StoredKeyTexts, storedKeyRows } from "../storedKeyRows";

const UNTIL_LOGOUT = "Saioa itxi arte edo saioa iraungi arte.";
const UNTIL_NOTICE = "Sarbide-orriak oharra erakutsi arte edo saioa berriro hasi arte.";
const UNTIL_CHANGED = "Aldatzen duzun arte edo nabigatzailearen datuak ezabatzen dituzun arte.";

/** The purposes and lifetimes of core/session/storedKeys.ts in Basque. */
export const storedKeysEu: StoredKeyTexts = {
  "accessToken / user-token": {
    purpose: "Sarbide-tokena: gure zerbitzarietara egiten den eskaera bakoitzean saioa hasita dagoela egiaztatzen du.",
    lifetime:
      "Token bakoitzak minutu batzuez balio du, eta Bulego Birtuala erabiltzen duzun bitartean berritzen da; saioa ixtean edo saioa jarduerarik ezagatik iraungitzean ezabatzen da.",
  },
  refreshToken: {
    purpose: "Sarbide-tokena berritzea pasahitza berriro eskatu gabe, saioak irekita jarraitzen duen bitartean.",
    lifetime: UNTIL_LOGOUT,
  },
  sessionIdleMinutes: {
    purpose: "Zerbitzariak saioa itxi aurretik jarduerarik gabe onartzen dituen minutuak, minutu bat lehenago ohartarazteko.",
    lifetime: UNTIL_LOGOUT,
  },
  email: { purpose: "Saioa hasteko erabilitako kontua erakustea.", lifetime: UNTIL_LOGOUT },
  isAdministrador: { purpose: "Finka-administratzaileak finka-administratzailearen pantailara eramatea.", lifetime: UNTIL_LOGOUT },
  profile: {
    purpose: "Goiburuan erakusten diren kontuaren datuak (erabiltzailea, izena eta posta elektronikoa).",
    lifetime: UNTIL_LOGOUT,
  },
  "totalElectricidad / totalGas / totalContractsElectricidad / totalContractsGas": {
    purpose: "Kontuak elektrizitateko eta gaseko zenbat hornidura eta kontratu dituen, lerro bakoitza erakusteko edo ezkutatzeko.",
    lifetime: UNTIL_LOGOUT,
  },
  hasUnicasInvoices: { purpose: "Faktura bateratuak dituztenei bakarrik erakustea.", lifetime: UNTIL_LOGOUT },
  selectedProduct: {
    purpose: "Lantzen ari zaren hornidura (lerroa, CUPS eta kontratua), haren fakturak, kontsumoak eta ziurtagiriak irekitzeko.",
    lifetime: UNTIL_LOGOUT,
  },
  isLeaving: { purpose: "Sarbide-orrian saioa iraungi dela ohartaraztea.", lifetime: UNTIL_NOTICE },
  logoutReason: {
    purpose: "Sarbide-orrian azaltzea zergatik itxi den saioa (kontraturik gabeko kontu bat).",
    lifetime: UNTIL_NOTICE,
  },
  isAdministradorFinca: { purpose: "Sarbide-orrian «Finka-administratzailea» markatu zenuen gogoratzea.", lifetime: UNTIL_CHANGED },
  [DRAFTS_KEY]: {
    purpose: "Betetzen ari zinen inprimakien zirriborroak (inoiz ez pasahitzak), saioa iraungi eta berriro sartzen bazara eskaintzeko.",
    lifetime: "Saioa ixtean, fitxa ixtean edo 24 orduren buruan ezabatzen dira.",
  },
  [LAST_ACTIVITY_KEY]: {
    purpose:
      "Atarian izan duzun azken jardueraren ordua, fitxen artean partekatua, jarduerarik ezagatik saioa ixteko eta minutu bat lehenago ohartarazteko.",
    lifetime: "Ataria erabiltzen duzun bitartean berridazten da; berez ez du inor identifikatzen.",
  },
  [LOCALE_KEY]: {
    purpose: "Goiburuan (Hizkuntza) aukeratzen duzun hizkuntza, hurrengoan ataria hizkuntza horretan erakusteko.",
    lifetime: "Beste hizkuntza bat aukeratzen duzun arte edo nabigatzailearen datuak ezabatzen dituzun arte.",
  },
  [COLOR_SCHEME_KEY]: {
    purpose: "Goiburuko «Modu iluna» botoiarekin modu iluna edo argia aukeratu zenuen gogoratzea.",
    lifetime: UNTIL_CHANGED,
  },
};

/** Cookie-politika: CookiePolicy/content.ts in Basque, section by section. */
export const cookiePolicyEu: readonly LegalSection[] = [
  {
    heading: "1. Zer diren cookieak eta nabigatzailearen biltegiratzea",
    blocks: [
      {
        kind: "p",
        text: "Cookieak webgune batek erabiltzailearen gailuan gordetzen dituen fitxategi txikiak dira, orri batetik bestera edo bisiten artean informazioa gogoratzeko. Nabigatzailearen biltegiratzeak (localStorage eta sessionStorage) funtzio bera betetzen du, eta araudiak berdin tratatzen du.",
      },
      {
        kind: "p",
        text: `${C.name} sozietatearen Bulego Birtualak ez du cookierik instalatzen, ez berezkorik ez hirugarrenenik, eta ez du analitika-, publizitate- edo jarraipen-tresnarik erabiltzen. Jarraian adierazitako datu teknikoak baino ez ditu gordetzen zure nabigatzailearen biltegian, saioa hasteko eta zerbitzua erabiltzeko beharrezkoak direnak.`,
      },
    ],
  },
  {
    heading: "2. Biltegiratze lokala (localStorage)",
    blocks: [
      {
        kind: "p",
        text: "Nabigatzaile berean irekitako Bulego Birtualaren fitxen artean partekatzen da. Adostasunik behar ez duten datu teknikoak dira (LSSI-CEren 22.2 artikulua): horiek gabe ezin da saioa hasi. Saioa ixtean guztiak ezabatzen dira, sarbide-orrian gogoratutako laukia izan ezik.",
      },
      { kind: "cookies", caption: "Biltegiratze lokala (localStorage)", rows: storedKeyRows("localStorage", storedKeysEu) },
    ],
  },
  {
    heading: "3. Saioko biltegiratzea (sessionStorage)",
    blocks: [
      {
        kind: "p",
        text: "Fitxa bakar batena da, eta fitxa ixtean desagertzen da. Honek ere ez du adostasunik behar: idazten ari zinena baino ez du gordetzen, gal ez dezazun.",
      },
      { kind: "cookies", caption: "Saioko biltegiratzea (sessionStorage)", rows: storedKeyRows("sessionStorage", storedKeysEu) },
    ],
  },
  {
    heading: "4. Nola ezabatu datu hauek",
    blocks: [
      {
        kind: "p",
        text: "Saioa ixtean, saioaren datuak eta zirriborroak ezabatzen dira. Webgunearen biltegiratzea nabigatzailearen ezarpenetatik ere ezaba dezakezu; blokeatzen baduzu, ezin izango duzu saioa hasi Bulego Birtualean. Aukerako cookierik ez dagoenez, ez da cookie-oharrik erakusten.",
      },
      { kind: "p", text: `Politika honi buruzko edozein zalantza baduzu, idatzi helbide honetara: ${C.dpoEmail}.` },
    ],
  },
  {
    heading: "5. Informazio gehiago",
    blocks: [{ kind: "links", intro: "Ikusi orri hauek ere:", to: ["legalNotice", "privacyPolicy"] }],
  },
];
