/**
 * Screen texts of the invoice list widgets (AllInvoices, GasInvoices, AdminInvoices) that are not messages of the spec's §8 catalogue
 * (headings, button and column labels…). They are copied from the spec where it quotes
 * them. A host overrides any of them through `<PortalProvider messages={{ labels: { invoiceLists: … } }}>`.
 */
export const invoiceListsLabels = {
  /** §2.4 names the gas screen 'Buscar Facturas'; the electricity counterpart reads the same. */
  searchTitle: "Buscar Facturas",
  /** §2.5: the administrator screen. */
  adminTitle: "Facturas",
  back: "Volver",
  lines: {
    electricidad: "Electricidad",
    gas: "Gas",
    todo: "Todo",
    /** Accessible name of the Electricidad/Gas tab list. */
    tabsLabel: "Línea de negocio",
  },
  filters: {
    heading: "Filtros",
    desde: "Desde",
    hasta: "Hasta",
    contrato: "Contrato",
    cups: "CUPS",
    numeroFactura: "Número de factura",
    cif: "CIF",
    linea: "Línea",
    amountRange: "Rango importes",
    findInvoice: "Encontrar factura",
    search: "Buscar",
  },
  sections: {
    simple: "Facturas Simples",
    unified: "Facturas Unificadas",
    charts: "Gráficos",
    adminChart: "Gráfico de Facturas",
    downloads: "Descargas",
    lastTen: "Últimas 10 facturas",
    /** {{count}} */
    results: "Resultados: {{count}}",
    /** {{line}}, {{count}}: one entry of the administrator's per-line counts in brackets. */
    lineCount: "{{line}}: {{count}}",
    /** {{section}}: accessible name of a list's scrolling table box. */
    table: "Tabla de {{section}}",
    /** {{section}}: accessible name of a list's pager. */
    pagination: "Paginación de {{section}}",
    loading: "Cargando facturas…",
  },
  columns: {
    linea: "Línea",
    codigo: "Código",
    contrato: "Contrato",
    nif: "NIF",
    cups: "CUPS",
    direccion: "Dirección",
    numero: "Número",
    fechaFactura: "Fecha de Factura",
    importeTotal: "Importe Total",
    lecturaDesde: "Lectura Desde",
    lecturaHasta: "Lectura Hasta",
    factura: "Factura",
  },
  icons: {
    unified: "Factura unificada",
    misc: "Factura de varios",
    electricidad: "Electricidad",
    gas: "Gas",
  },
  invoiceCell: {
    /** {{invoice}}: the PDF icon's accessible name. */
    pdf: "Descargar la factura {{invoice}} en PDF",
    unified: "Unificado",
    misc: "Varios",
    /** {{invoice}} */
    unifiedLabel: "Unificado: factura {{invoice}} en PDF",
    /** {{invoice}} */
    miscLabel: "Varios: factura {{invoice}} en PDF",
    proformas: "Proformas",
    /** {{invoice}} */
    proformasLabel: "Proformas de la factura {{invoice}}",
    proformasPdf: "Proformas PDF",
    /** {{invoice}} */
    proformasPdfLabel: "Proformas PDF de la factura {{invoice}}",
  },
  unifiedMembers: {
    /** {{count}}: the disclosure under a unified invoice's row, listing the invoices it groups. */
    show: "Ver facturas incluidas ({{count}})",
    /** {{invoice}}: names the list of a unified invoice's member invoices. */
    list: "Facturas incluidas en {{invoice}}",
  },
  contract: {
    /** {{code}}: the contract code button of the administrator table. */
    openDetails: "Ver los detalles del contrato {{code}}",
  },
  /** The administrator's list grouped by comunidad (its CIF), each group under a heading. */
  adminGroups: {
    /** {{cif}}, {{address}}: the comunidad's CIF and the address of its newest invoice. */
    heading: "CIF {{cif}} · {{address}}",
    /** {{cif}}: a comunidad whose invoices carry no address. */
    headingNoAddress: "CIF {{cif}}",
    /** Invoices that carry no CIF. */
    noCif: "Sin CIF",
    /** {{count}}, {{total}}: the group's invoices on this page and their sum. */
    summaryOne: "1 factura en esta página: {{total}}",
    summaryOther: "{{count}} facturas en esta página: {{total}}",
    /** {{cif}}: names the group's table. */
    table: "Facturas de CIF {{cif}}",
  },
} satisfies LabelTree;

export const invoiceListsArea = textArea("labels.invoiceLists", invoiceListsLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
