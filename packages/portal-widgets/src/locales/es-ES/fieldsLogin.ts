import { textArea } from "../textArea";

/**
 * The field names the login form reads (its labels, and the `{{field}}` of its checks): a part
 * of the `fields` area with a handle of its own, because the login page is most visitors' first
 * and the other forms are not. fields.ts spreads these into the whole area's texts.
 */
export const fieldsLoginMessages = textArea("fields", {
  usuario: "Usuario",
  contrasena: "Contraseña",
  administradorFinca: "Administrador de finca",
});
