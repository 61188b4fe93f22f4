/**
 * Screen texts of the telemetry widgets that are not messages of the spec's §8 catalogue
 * (headings, button and column labels…). They are copied from the spec where it quotes
 * them. A host overrides any of them through `<PortalProvider messages={{ labels: { telemetry: … } }}>`.
 * `{{name}}` marks a value filled in with formatMessage.
 */
export const telemetryLabels = {
  supplyPoint: {
    cups: "CUPS",
    contract: "Contrato",
    loading: "Cargando los datos del suministro…",
    /** {{code}} */
    notFound: "El contrato {{code}} no figura entre tus suministros.",
    loadError: "No se han podido cargar los datos del suministro. Inténtalo de nuevo más tarde.",
    home: "Ir al inicio",
  },
  back: "Volver",
  maxMonthsNote: "Número máximo de meses de consulta: 12",
  view: "Visualizar",
  downloadCurve: "Descargar curva",
  searching: "Buscando mediciones…",
  chartTitle: "Gráfica de datos",
  unit: "kW",
  captionDefault: "Lecturas para los últimos 7 días",
  /** {{from}}, {{to}} */
  captionRange: "Lecturas desde {{from}} hasta {{to}}",
  /** {{file}} */
  downloaded: "Se ha descargado el archivo {{file}}.",
  /** The hourly consumption in the CNMC comparator's CSV format. */
  downloadCnmc: "Descargar CSV (CNMC)",
  /** {{date}}: the day of the supply's latest reading. */
  updatedUntil: "Datos actualizados hasta el {{date}}",
  /** Outside es-ES, instead of the server's Spanish `error` of a telemetry or load-curve call
   * (api-contract's ApiMessage; es-ES shows the server's own, which these copy). */
  serverErrors: {
    electricityOnly: "La telemedida y la curva de carga sólo están disponibles para suministros de electricidad.",
    supplyNotFound: "No se ha encontrado el suministro.",
  },
  selfConsumption: {
    title: "Autoconsumo",
    /** Names the table's scroll box (a landmark: it must differ from the section's title). */
    tableLabel: "Excedentes y compensación por meses",
    intro:
      "Excedentes vertidos a la red y su compensación en el mecanismo simplificado: cada mes se descuenta el excedente al precio de tu contrato en ese mes, como máximo el término de energía de ese mes, con los mismos precios que tu factura. El término de potencia no se compensa.",
    month: "Mes",
    surplus: "Excedente (kWh)",
    price: "Precio (€/kWh)",
    energyTerm: "Término de energía",
    compensation: "Compensación",
    capped: "Limitada al término de energía",
    total: "Total",
    loading: "Calculando el autoconsumo…",
    error: "No se ha podido calcular el autoconsumo. Inténtalo de nuevo más tarde.",
    none: "No hay excedentes vertidos a la red en las fechas seleccionadas.",
    /** A supply without self-consumption (no surplus in its readings nor on its invoices). */
    noSelfConsumption: "Este suministro no tiene autoconsumo: no vierte excedentes a la red.",
  },
  telemetry: {
    title: "Buscar telemedida",
    loadCurveLink: "Curva de carga",
    active: "Energía Activa",
    reactive: "Energía Reactiva",
  },
  loadCurve: {
    title: "Buscar curva de carga",
    telemetryLink: "Telemedida",
    active: "Energía Activa",
    surplus: "Excedente Energético",
  },
  chart: {
    loading: "Cargando la gráfica…",
    /** {{count}}, {{from}}, {{to}}. Plural pairs (…One, …Other): choosePlural picks one by the count. */
    summaryOne: "{{count}} lectura desde {{from}} hasta {{to}}.",
    /** {{count}}, {{from}}, {{to}} */
    summaryOther: "{{count}} lecturas desde {{from}} hasta {{to}}.",
    /** {{series}}, {{max}}, {{at}}, {{avg}}, {{unit}} */
    seriesSummary: "{{series}}: máximo {{max}} {{unit}} el {{at}}, media {{avg}} {{unit}}.",
    /** {{from}}, {{to}} */
    window: "Intervalo mostrado: {{from}} – {{to}}",
    zoomIn: "Acercar",
    zoomOut: "Alejar",
    panLeft: "Anterior",
    panRight: "Siguiente",
    reset: "Ver todo",
    zoomControls: "Zoom de la gráfica",
    plotLabel:
      "Gráfica de lecturas. Usa las flechas izquierda y derecha para recorrer las lecturas, + y - para acercar o alejar, y arrastra con el ratón para ampliar un intervalo.",
    /** {{at}} */
    pointAt: "Lectura del {{at}}",
    /** {{time}}: the second time 02:00–02:59 happens on the day the clocks go back. */
    secondPass: "{{time}} (2ª)",
    dataNote: "Los datos completos, lectura a lectura, están en el archivo de «Descargar curva».",
    /** Legend of the shaded hours. */
    estimated: "Lectura estimada",
    /** {{count}} */
    estimatedSummaryOne: "{{count}} lectura estimada, sombreada en la gráfica; el resto son lecturas reales.",
    /** {{count}} */
    estimatedSummaryOther: "{{count}} lecturas estimadas, sombreadas en la gráfica; el resto son lecturas reales.",
  },
  certificate: {
    title: "Buscar Certificado de Consumos",
    note: "Número máximo de meses de consulta: 12",
    dateLabel: "Fecha de factura",
    submit: "Obtener Certificado",
  },
  reading: {
    title: "Aporte de lecturas",
    intro: "Introduce las lecturas de tu contador. Usa la coma (,) para los decimales.",
    submit: "Enviar lectura",
    /** {{date}} */
    sent: "Hemos recibido tu lectura el {{date}}. Gracias.",
    failed: "No se ha podido enviar la lectura. Revisa los datos e inténtalo de nuevo.",
    /** Outside es-ES, instead of the server's Spanish (es-ES shows the server's own):
     * a 400 listing fields ({{fields}}: their labels), each such field in the form
     * ({{field}}), and a 404. */
    rejected: "Las lecturas no corresponden a la tarifa del suministro: {{fields}}.",
    fieldNotInTariff: "El campo {{field}} no corresponde a esta tarifa.",
    supplyNotFound: "No se ha encontrado el suministro.",
    lineElectricity: "Electricidad",
    lineGas: "Gas",
  },
  legal: {
    legalNotice: "Aviso Legal",
    cookiePolicy: "Política de Cookies",
    privacyPolicy: "Política de Privacidad",
    lastUpdated: "Última actualización: 1 de septiembre de 2026",
    cookieColumns: { name: "Nombre", provider: "Titular", purpose: "Finalidad", expiry: "Caducidad" },
    /** Joins the links to the other legal pages ('Aviso Legal y Política de Cookies'). */
    and: "y",
    /** While the page's text in a language other than Spanish loads. */
    loading: "Cargando el texto legal…",
  },
} satisfies LabelTree;

export const telemetryArea = textArea("labels.telemetry", telemetryLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
