import { textArea } from "../../textArea";
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
};

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area. */
export const commonArea = textArea("labels.common", commonLabels);
