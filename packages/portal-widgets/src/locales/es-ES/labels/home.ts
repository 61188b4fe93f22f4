/**
 * Screen texts of the home widgets (home summary, contracts tables, support requests,
 * administrator home) that are not messages of the spec's §8 catalogue (headings, button and
 * column labels…). They are copied from the spec where it quotes them. The header's, the
 * footer's and the company's texts of the same area are in homeFrame.ts. A host overrides any
 * of them through `<PortalProvider messages={{ labels: { home: … } }}>`.
 */
export const homeLabels = {
  latestInvoice: {
    /** The home's first card: the newest invoice of every contract. */
    heading: "Tu última factura",
    newestHeading: "Últimas facturas de tus contratos",
    amount: "Importe",
    period: "Periodo",
    /** {{from}} {{until}}: the invoice's reading dates. */
    periodRange: "{{from}} – {{until}}",
    number: "Factura",
    supply: "Suministro",
    none: "Todavía no hay facturas.",
    allInvoices: "Ver todas las facturas",
    reading: "Enviar lectura del contador",
    /** {{contract}}: the contract code the link opens. */
    readingText: "Si tu contador no envía las lecturas solo, puedes enviarnos la lectura de tu contrato {{contract}}.",
  },
  summary: {
    /** Names the region that holds the cards. */
    label: "Resumen",
    contractsHeading: "Contratos",
    electricidad: "Electricidad",
    gas: "Gas",
    issuesHeading: "Solicitudes abiertas",
    viewIssues: "Ver solicitudes",
    newIssue: "Nueva solicitud",
    invoicesHeading: "Buscar facturas",
    invoicesText: "Consulta y descarga las facturas de todos tus contratos.",
    invoicesElectricidad: "Facturas de Electricidad",
    invoicesGas: "Facturas de Gas",
    loading: "Cargando…",
  },
  contracts: {
    /** {{line}} */
    heading: "Contratos de {{line}}",
    searchContract: "Contrato",
    searchCups: "CUPS",
    searchHint: "La búsqueda se aplica al dejar de escribir.",
    /** {{list}}: announced to screen readers when a search has been applied. */
    searchResults: "Coinciden con la búsqueda: {{list}}.",
    /** {{count}}, {{line}} */
    lineCountOne: "{{count}} contrato de {{line}}",
    /** {{count}}, {{line}} */
    lineCountOther: "{{count}} contratos de {{line}}",
    /** Joins the lines' counts. */
    and: "y",
    /** {{line}}: names the table's scroll box. */
    tableLabel: "Tabla de contratos de {{line}}",
    /** {{line}} */
    paginationLabel: "Paginación de contratos de {{line}}",
    /** Each line's name as `{{line}}` in the texts above (the server's names are Spanish);
     * a language may decline it to fit them (Catalan: 'd'electricitat'). */
    lines: { electricidad: "Electricidad", gas: "Gas" },
    loading: "Cargando contratos…",
    columns: {
      codigo: "Código",
      contrato: "Contrato",
      cups: "CUPS",
      direccion: "Dirección",
      fechaAlta: "Fecha alta",
      fechaBaja: "Fecha baja",
      estado: "Estado",
      tarifa: "Tarifa",
      facturas: "Facturas",
      certificado: "Certificado",
      consumos: "Consumos",
    },
    /** The contract state 'Contrato' is displayed as this. */
    stateActive: "Alta",
    /** The contract state 'Baja' (an ended contract) is displayed as this. */
    stateEnded: "Baja",
    invoicesLink: "Facturas",
    certificateLink: "Certificado",
    /** Part 1 §2: the per-contract consumption link goes to the load curve. */
    loadCurveLink: "Consumos",
    /** {{code}}: completes the link texts for screen readers. */
    ofContract: "del contrato {{code}}",
    pdfButton: "PDF",
    /** {{code}} */
    pdfButtonLabel: "Descargar el contrato {{code}} en PDF",
  },
  issues: {
    listHeading: "Solicitudes",
    detailHeading: "Detalle de solicitud",
    columns: {
      numero: "Número",
      fecha: "Fecha",
      asunto: "Asunto",
      estado: "Estado",
      detalles: "Detalles",
    },
    tableLabel: "Tabla de solicitudes",
    viewDetail: "Ver detalle",
    /** {{number}}: completes 'Ver detalle' for screen readers. */
    ofIssue: "de la solicitud {{number}}",
    fields: {
      numero: "Número",
      fecha: "Fecha de la solicitud",
      asunto: "Asunto",
      estado: "Estado",
      categoria: "Categoría",
      linea: "Línea",
      cups: "CUPS",
      codigoContrato: "Código de contrato",
      cif: "CIF",
      email: "Email",
      telefono: "Teléfono",
      descripcion: "Descripción",
    },
    back: "Volver",
    newIssue: "Nueva solicitud",
    loading: "Cargando solicitudes…",
    loadingDetail: "Cargando solicitud…",
  },
  /** The support requests' states, categories and subcategories as the API writes them (in
   * Spanish, and sent back as they are); other languages show their translation. */
  issueValues: {
    states: {
      abierta: "Abierta",
      cerrada: "Cerrada",
      enCurso: "En curso",
      nueva: "Nueva",
    },
    categories: {
      facturacion: "Facturación",
      contratacion: "Contratación",
      lecturas: "Lecturas",
      averias: "Averías",
      otros: "Otros",
    },
    subcategories: {
      reclamacionFactura: "Reclamación de factura",
      duplicadoFactura: "Duplicado de factura",
      cambioCuenta: "Cambio de cuenta bancaria",
      fraccionamiento: "Fraccionamiento de pago",
      cambioTitular: "Cambio de titular",
      cambioPotencia: "Cambio de potencia",
      bajaSuministro: "Baja de suministro",
      lecturaEstimada: "Lectura estimada",
      revisionContador: "Revisión de contador",
      aporteLectura: "Aporte de lectura",
      corteSuministro: "Corte de suministro",
      averiaContador: "Avería en contador",
      informacionGeneral: "Información general",
      sugerencias: "Sugerencias",
      proteccionDatos: "Protección de datos",
    },
  },
  issueForm: {
    heading: "Crear Solicitud",
    submit: "Enviar",
    back: "Volver",
    selectCategory: "Selecciona una categoría",
    selectSubcategory: "Selecciona una sub-categoría",
    selectLine: "Selecciona una línea",
    selectCups: "Selecciona un CUPS",
    lineElectricidad: "Electricidad",
    lineGas: "Gas",
    contractCodeHint: "Se rellena al elegir el CUPS.",
    subcategoryHint: "Elige antes una categoría.",
    /** {{count}}, {{max}} */
    descriptionCount: "{{count}} de {{max}} caracteres",
    loading: "Cargando formulario…",
    viewIssues: "Ver solicitudes",
  },
  adminHome: {
    heading: "Administrador de finca",
    totalsHeading: "Contratos vinculados",
    electricidad: "Electricidad",
    gas: "Gas",
    loading: "Cargando contratos…",
    /** Every linked contract as a CSV Excel opens with its accents. */
    exportCsv: "Exportar contratos (CSV)",
    /** {{file}} */
    exported: "Se ha descargado el archivo {{file}}.",
    exportFailed: "No se han podido exportar los contratos. Inténtalo de nuevo más tarde.",
  },
} satisfies LabelTree;

export const homeArea = textArea("labels.home", homeLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
