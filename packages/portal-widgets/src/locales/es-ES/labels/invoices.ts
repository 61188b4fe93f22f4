/**
 * Screen texts of the invoice widgets of one contract and the shared invoice pieces that are not messages of the spec's §8 catalogue
 * (headings, button and column labels…). They are copied from the spec where it quotes
 * them. A host overrides any of them through `<PortalProvider messages={{ labels: { invoices: … } }}>`.
 * `{{name}}` marks a value filled in with formatMessage.
 */
export const invoicesLabels = {
  dateRangePicker: {
    placeholder: "DD-MM-YYYY",
    formatHint: "Formato DD-MM-YYYY, por ejemplo 05-03-2024.",
    /** {{field}} */
    openCalendar: "Abrir calendario: {{field}}",
    /** {{field}} */
    clear: "Borrar fecha: {{field}}",
    /** {{field}} */
    calendarTitle: "Calendario: {{field}}",
  },
  pager: {
    previous: "Página anterior",
    next: "Página siguiente",
    /** {{page}} */
    page: "Página {{page}}",
    /** {{page}}, {{total}} */
    status: "{{page}}/{{total}}",
  },
  dialog: { close: "Cerrar" },
  amountRange: {
    label: "Rango importes",
    min: "Importe mínimo (€)",
    max: "Importe máximo (€)",
    minThumb: "Importe mínimo",
    maxThumb: "Importe máximo",
  },
  bulkDownloads: {
    excel: "Excel",
    pdf: "PDF",
    zip: "ZIP",
    /** {{format}}, {{line}} */
    buttonLabel: "Descargar {{format}} de facturas de {{line}}",
    /** {{line}} */
    group: "Descargas de {{line}}",
    /** Each line's name as `{{line}}` in the texts above; a language may decline it to fit them. */
    lines: { electricidad: "Electricidad", gas: "Gas" },
    downloading: "Descargando…",
  },
  charts: {
    consumption: "Consumo",
    amounts: "Importes",
    amountSeries: "Factura",
    download: "Descargar Gráfico",
    previousYear: "Comparar con el año anterior",
    /** {{series}} */
    previousYearSeries: "{{series}} (año anterior)",
    consumptionAxis: "kWh",
    amountAxis: "€",
    gasSeries: "Consumo",
    chartType: "Tipo de gráfico",
    consumptionTitle: "Gráfico de consumo",
    amountTitle: "Gráfico de importes",
    /** While the chart's code arrives. */
    loading: "Cargando la gráfica…",
  },
  search: {
    title: "Buscar Facturas",
    maxMonths: "Número máximo de meses de consulta 12",
    line: "Línea",
    /** The value beside `line` (the server's names are Spanish). */
    lines: { electricidad: "Electricidad", gas: "Gas" },
    cups: "CUPS",
    contract: "Número de contrato",
    invoiceNumber: "Número de factura",
    search: "Buscar",
    results: "Facturas",
    lastTen: "Últimas 10 facturas",
    /** {{count}} */
    resultsCount: "Resultados ( {{count}} )",
    zip: "Descargar ZIP",
    exportConsumption: "Exportar Consumo",
    additional: "Facturas Adicionales",
    back: "Volver",
    loading: "Cargando facturas…",
    /** {{code}} */
    notYours: "No se ha encontrado el contrato {{code}} entre tus productos contratados.",
    goHome: "Volver al inicio",
    supplyError: "No se ha podido cargar el contrato. Inténtalo de nuevo más tarde.",
    pagination: "Paginación de facturas",
    additionalPagination: "Paginación de facturas adicionales",
    table: "Listado de facturas",
    additionalTable: "Listado de facturas adicionales",
    colNumber: "Número",
    colDate: "Fecha de Factura",
    colFrom: "Lectura Desde",
    colUntil: "Lectura Hasta",
    colAmount: "Importe Total",
    colConsumption: "Consumo (kWh)",
    colInvoice: "Factura",
    /** The row's Desglose and ¿Por qué ha cambiado? */
    colInsights: "Detalle",
    /** {{invoice}} */
    downloadPdf: "Descargar PDF de la factura {{invoice}}",
    pdf: "PDF",
    unified: "Unificado",
    /** {{invoice}}: the name starts with the visible text (WCAG 2.5.3, label in name). */
    unifiedLabel: "Unificado: descargar PDF de la factura {{invoice}}",
    various: "Varios",
  },
  contractDetails: {
    title: "Detalles del Contrato",
    contract: "Contrato",
    razonSocial: "Razón Social",
    nif: "NIF",
    direccion: "Dirección",
    ciudad: "Ciudad",
    provincia: "Provincia",
    codigoPostal: "Código Postal",
    cups: "CUPS",
    tarifa: "Tarifa",
    desde: "Fecha Desde",
    hasta: "Fecha Hasta",
    potencia: "Potencia Contratada",
    /** {{period}}, {{value}} */
    /** Power is in kW (the spec writes kWh, a slip). */
    potenciaPeriod: "{{period}}: {{value}} kW",
    caudal: "Caudal",
    loading: "Cargando los detalles del contrato…",
    close: "Cerrar",
  },
} satisfies LabelTree;

export const invoicesArea = textArea("labels.invoices", invoicesLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
