import type { TextArea } from "../../textArea";
/** The notice a form shows when it brings back what the user was writing when their
 * session ended (widgets/shared/drafts). */
export const draftsLabels = {
  recovered: "Hemos recuperado tu borrador",
  /** {{date}}, {{time}} */
  recoveredDetail: "Lo que escribiste el {{date}} a las {{time}} está de nuevo en el formulario.",
  discard: "Descartar borrador",
  discarded: "Has descartado el borrador.",
  undo: "Deshacer",
  dismiss: "Cerrar aviso",
};

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const draftsArea: TextArea<typeof draftsLabels> = { key: "labels.drafts", spanish: draftsLabels };
