import { textArea } from "../textArea";
import { fieldsLoginMessages } from "./fieldsLogin";

/** Field names, as labels and as the `{{field}}` of the checks: the sign-up, account, request and date-range forms. */
export const fieldsMessages = textArea("fields", {
  ...fieldsLoginMessages.spanish,
  nombre: "Nombre / Razón Social",
  primerApellido: "Primer Apellido",
  segundoApellido: "Segundo Apellido",
  nombreUsuario: "Nombre de usuario",
  confirmarContrasena: "Confirmar contraseña",
  email: "Email",
  confirmarEmail: "Confirmar email",
  tipoDocumento: "Tipo de documento",
  numeroDocumento: "Número de documento",
  cifTitular: "CIF del titular",
  telefono: "Teléfono",
  idioma: "Idioma",
  titular: "Titular",
  asunto: "Asunto",
  categoria: "Categoría",
  subcategoria: "Sub-Categoría",
  linea: "Línea",
  cups: "CUPS",
  codigoContrato: "Código de contrato",
  descripcion: "Descripción",
  contrasenaActual: "Contraseña actual",
  nuevaContrasena: "Nueva contraseña",
  confirmarNuevaContrasena: "Confirmar nueva contraseña",
  desde: "Desde",
  hasta: "Hasta",
});
