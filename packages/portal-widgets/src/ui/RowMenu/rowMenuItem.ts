/** One of a row's secondary actions in its 'Más acciones' menu. */
export interface RowMenuItem {
  id: string;
  /** The action's text, the spec's, unchanged. */
  label: string;
  /** Its accessible name when the text alone does not name the row ('Desglose de la factura …'). */
  ariaLabel?: string;
  /** The item opens a dialog. */
  opensDialog?: boolean;
  onSelect(): void;
}
