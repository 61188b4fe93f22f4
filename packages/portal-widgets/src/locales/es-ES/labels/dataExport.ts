import { textArea } from "../../textArea";

/**
 * Screen texts of 'Mi cuenta' › 'Descargar mis datos' (DataExport): the customer's data as a
 * ZIP (RGPD art. 20), prepared by the server while a bar shows how far it has got.
 */
export const dataExportLabels = {
  heading: "Descargar mis datos",
  intro:
    "Prepara un archivo ZIP con todos los datos que guardamos sobre ti: perfil, contratos, facturas, lecturas, curvas de carga (en el formato de la CNMC), solicitudes, preferencias, cuentas bancarias, cambios de contacto, sesiones y actividad de la cuenta, cada uno en JSON y en CSV.",
  start: "Preparar mis datos",
  /** {{percent}}: 0–100. */
  preparing: "Preparando tus datos… {{percent}} %",
  progressLabel: "Progreso de la preparación de tus datos",
  ready: "Tus datos están listos.",
  /** {{date}}: when the file stops being available. */
  available: "Puedes descargarlos hasta el {{date}}.",
  download: "Descargar mis datos (ZIP)",
  downloadError: "No hemos podido descargar el archivo. Inténtalo de nuevo.",
  failed: "No hemos podido preparar tus datos. Inténtalo de nuevo dentro de unos minutos.",
  retry: "Volver a intentarlo",
  busy: "Ahora no podemos preparar tus datos: tienes otras descargas en curso o ya los has pedido varias veces. Inténtalo más tarde.",
  startError: "No hemos podido empezar a preparar tus datos. Inténtalo de nuevo.",
};

export const dataExportArea = textArea("labels.dataExport", dataExportLabels);
