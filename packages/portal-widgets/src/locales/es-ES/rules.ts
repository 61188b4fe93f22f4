import { textArea } from "../textArea";

/** The named custom rules of part 1 §5 (password, username, document, name lengths…): the sign-up, password and request forms. */
export const rulesMessages = textArea("rules", {
  passwordPolicy:
    'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "',
  usernamePolicy: "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)",
  allowedChars: "Ha introducido carácteres prohibidos en nuestro sistema.",
  passwordNotEqual: "La nueva contraseña no debe ser igual a la contraseña actual",
  firstnameLength: "La longitud máxima del nombre o razón social debe de ser de {{max}} caracteres",
  lastnameLength: "La longitud máxima de los apellidos (sumando ambos) debe de ser de {{max}} caracteres",
  documentPolicy: "El número de documento debe de contener sólo números o letras, y tener entre 8 y 10 caracteres",
  cupsUser: "El CUPS seleccionado debe estar entre los CUPS del usuario",
  textareaCount: "El campo {{field}} no debe ser mayor a {{max}} caracteres",
});
