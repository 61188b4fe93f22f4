import { COLOR_SCHEME_KEY } from "../appearance/colorScheme";
import { LAST_ACTIVITY_KEY } from "./activityKey";
import { DRAFTS_KEY } from "./drafts";
import { LOCALE_KEY } from "./localePreference";
import { SESSION_KEYS, type SessionKey } from "./sessionKeys";

/*
 * Everything the portal keeps in the browser, for the cookie policy (widgets/CookiePolicy
 * renders its tables from this list, and tests hold the list to SESSION_KEYS and the
 * drafts key, so the page cannot drift from what is stored). No cookies: nothing in the
 * library, the host app or the API sets one.
 */

export type BrowserStorageArea = "localStorage" | "sessionStorage";

export interface StoredKeyInfo {
  /** The key, or several keys written together ("a / b"). */
  name: string;
  keys: readonly string[];
  /** Where it lives by default (a host may hand PortalProvider another storage). */
  area: BrowserStorageArea;
  /** Spanish texts of the cookie policy. */
  purpose: string;
  lifetime: string;
}

/** Keys of the spec (part 1 §3) the portal never writes: logout only removes them, for
 * pages of the old portal that may have left them behind. */
export const KEYS_ONLY_REMOVED: readonly SessionKey[] = [
  SESSION_KEYS.cups,
  SESSION_KEYS.contracts,
  SESSION_KEYS.issues,
  SESSION_KEYS.categoryIDCached,
  SESSION_KEYS.subcategoriesSelected,
];

const UNTIL_LOGOUT = "Hasta cerrar sesión o hasta que la sesión caduca.";

export const STORED_KEYS: readonly StoredKeyInfo[] = [
  {
    name: "accessToken / user-token",
    keys: [SESSION_KEYS.accessToken, SESSION_KEYS.userToken],
    area: "localStorage",
    purpose: "Token de acceso que acredita la sesión iniciada en cada petición a nuestros servidores.",
    lifetime:
      "Cada token vale unos minutos y se renueva mientras usas la Oficina Virtual; se borra al cerrar sesión o cuando la sesión caduca por inactividad.",
  },
  {
    name: "refreshToken",
    keys: [SESSION_KEYS.refreshToken],
    area: "localStorage",
    purpose: "Renovar el token de acceso sin volver a pedir la contraseña mientras la sesión sigue abierta.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "sessionIdleMinutes",
    keys: [SESSION_KEYS.sessionIdleMinutes],
    area: "localStorage",
    purpose: "Cuántos minutos sin actividad permite el servidor antes de cerrar la sesión, para avisarte un minuto antes.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "email",
    keys: [SESSION_KEYS.email],
    area: "localStorage",
    purpose: "Mostrar la cuenta con la que se ha iniciado sesión.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "isAdministrador",
    keys: [SESSION_KEYS.isAdministrador],
    area: "localStorage",
    purpose: "Llevar a la pantalla de administrador de fincas a quien lo es.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "profile",
    keys: [SESSION_KEYS.profile],
    area: "localStorage",
    purpose: "Los datos de la cuenta que se muestran en la cabecera (usuario, nombre y correo electrónico).",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "totalElectricidad / totalGas / totalContractsElectricidad / totalContractsGas",
    keys: [SESSION_KEYS.totalElectricidad, SESSION_KEYS.totalGas, SESSION_KEYS.totalContractsElectricidad, SESSION_KEYS.totalContractsGas],
    area: "localStorage",
    purpose: "Cuántos suministros y contratos de electricidad y de gas tiene la cuenta, para mostrar u ocultar cada línea.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "hasUnicasInvoices",
    keys: [SESSION_KEYS.hasUnicasInvoices],
    area: "localStorage",
    purpose: "Mostrar las facturas unificadas solo a quien las tiene.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "selectedProduct",
    keys: [SESSION_KEYS.selectedProduct],
    area: "localStorage",
    purpose: "El suministro con el que estás trabajando (línea, CUPS y contrato), para abrir sus facturas, consumos y certificados.",
    lifetime: UNTIL_LOGOUT,
  },
  {
    name: "isLeaving",
    keys: [SESSION_KEYS.isLeaving],
    area: "localStorage",
    purpose: "Avisar en la página de acceso de que la sesión ha caducado.",
    lifetime: "Hasta que la página de acceso muestra el aviso o se inicia sesión de nuevo.",
  },
  {
    name: "logoutReason",
    keys: [SESSION_KEYS.logoutReason],
    area: "localStorage",
    purpose: "Explicar en la página de acceso por qué se cerró la sesión (una cuenta sin contratos).",
    lifetime: "Hasta que la página de acceso muestra el aviso o se inicia sesión de nuevo.",
  },
  {
    name: "isAdministradorFinca",
    keys: [SESSION_KEYS.rememberedAdministradorFinca],
    area: "localStorage",
    purpose: "Recordar si marcaste «Administrador de finca» en la página de acceso.",
    lifetime: "Hasta que lo cambias o borras los datos del navegador.",
  },
  {
    name: DRAFTS_KEY,
    keys: [DRAFTS_KEY],
    area: "sessionStorage",
    purpose:
      "Borradores de los formularios que estabas rellenando (nunca contraseñas), para ofrecértelos si la sesión caduca y vuelves a entrar.",
    lifetime: "Se borran al cerrar sesión, al cerrar la pestaña o a las 24 horas.",
  },
  {
    name: LAST_ACTIVITY_KEY,
    keys: [LAST_ACTIVITY_KEY],
    area: "localStorage",
    purpose:
      "La hora de tu última actividad en el portal, compartida entre pestañas, para cerrar la sesión por inactividad y avisarte un minuto antes.",
    lifetime: "Se reescribe mientras usas el portal; no identifica a nadie por sí sola.",
  },
  {
    name: LOCALE_KEY,
    keys: [LOCALE_KEY],
    area: "localStorage",
    purpose: "El idioma que eliges en la cabecera (Idioma), para mostrarte el portal en él la próxima vez.",
    lifetime: "Hasta que eliges otro idioma o borras los datos del navegador.",
  },
  {
    name: COLOR_SCHEME_KEY,
    keys: [COLOR_SCHEME_KEY],
    area: "localStorage",
    purpose: "Recordar si elegiste el modo oscuro o el claro con el botón «Modo oscuro» de la cabecera.",
    lifetime: "Hasta que lo cambias o borras los datos del navegador.",
  },
];
