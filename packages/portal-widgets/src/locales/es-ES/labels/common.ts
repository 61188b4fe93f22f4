import type { TextArea } from "../../textArea";
/** Labels of the ui/ primitives that every area shares. */
export const commonLabels = {
  /** The show/hide button of password fields. */
  passwordVisibility: { show: "Mostrar", hide: "Ocultar", showLabel: "Mostrar contraseña", hideLabel: "Ocultar contraseña" },
  /** The numbered pagination of the contract and invoice lists (Anterior, pages, Siguiente). */
  pagination: {
    /** The navigation landmark's name when the list gives none. */
    label: "Paginación",
    previous: "Anterior",
    next: "Siguiente",
    /** {{page}} */
    page: "Página {{page}}",
    /** {{page}}, {{total}} */
    status: "Página {{page}}/{{total}}",
  },
  /** The cards a table becomes on a phone: the disclosure of the columns folded away. */
  table: { moreData: "Más datos" },
  /** The 'Filtrar' disclosure a search form folds into on a phone. */
  filters: {
    toggle: "Filtrar",
    /** Beside 'Filtrar' while folded, when no filter is on. */
    none: "Sin filtros",
    /** {{filters}}: the active filters, 'Desde: 01-10-2026 · CUPS: ES…'. */
    active: "Filtros activos: {{filters}}",
  },
  /** A row with more than three actions: the secondary ones behind one button. */
  rowMenu: {
    button: "Más acciones",
    /** {{row}}: the row's key (an invoice number). */
    label: "Más acciones de {{row}}",
  },
};

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const commonArea: TextArea<typeof commonLabels> = { key: "labels.common", spanish: commonLabels };
