import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";

/** 'Mi cuenta' › 'Sesiones y actividad': the open sessions and the account's activity. Part
 * of the account area (labels.account), in a file of its own as contactDetails.ts. */
export const sessionsActivityLabels = {
  sessionsActivity: {
    heading: "Sesiones y actividad",
    sessionsHeading: "Sesiones abiertas",
    sessionsIntro: "Los dispositivos con los que se ha entrado en tu cuenta. Si no reconoces alguno, ciérralo y cambia tu contraseña.",
    thisSession: "Esta sesión",
    closeThis: "Cerrar esta sesión",
    closeOthers: "Cerrar las demás sesiones",
    /** {{browser}}, {{system}} */
    device: "{{browser}} en {{system}}",
    unknownBrowser: "Navegador desconocido",
    unknownSystem: "sistema desconocido",
    mobile: "móvil",
    address: "Dirección aproximada",
    unknownAddress: "desconocida",
    started: "Inicio",
    lastUsed: "Último uso",
    closed: "Hemos cerrado la sesión. Quien la usaba tendrá que volver a entrar.",
    othersClosed: "Hemos cerrado las demás sesiones. Solo sigue abierta esta.",
    noOthers: "No hay más sesiones abiertas.",
    notFound: "No hemos encontrado esa sesión: puede que ya esté cerrada.",
    loading: "Cargando las sesiones y la actividad…",
    loadError: "No hemos podido cargar las sesiones y la actividad. Inténtalo más tarde.",
    error: "No hemos podido cerrar la sesión. Inténtalo de nuevo.",
    activityHeading: "Actividad de la cuenta",
    activityIntro: "Lo que ha pasado en tu cuenta en los últimos 12 meses.",
    noActivity: "No hay actividad en los últimos 12 meses.",
    date: "Fecha",
    event: "Actividad",
    from: "Desde",
    detail: "Detalle",
    kinds: {
      login: "Inicio de sesión",
      loginFailed: "Intento de acceso con una contraseña incorrecta",
      password: "Cambio de contraseña",
      email: "Cambio de correo electrónico",
      phone: "Cambio de teléfono móvil",
      iban: "Cambio de cuenta bancaria",
      sessionClosed: "Sesiones cerradas",
      preferences: "Cambio de preferencias",
    },
  },
} satisfies LabelTree;

export const sessionsActivityArea = textArea("labels.account", sessionsActivityLabels);
