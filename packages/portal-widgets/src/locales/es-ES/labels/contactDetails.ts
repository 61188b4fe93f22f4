import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";

/** 'Mi cuenta' → 'Datos de contacto' and the pages of its e-mailed links. Part of the
 * account area (labels.account), in a file of its own so other sections add theirs apart. */
export const contactDetailsLabels = {
  contactDetails: {
    heading: "Datos de contacto",
    email: "Correo electrónico",
    phone: "Teléfono móvil",
    noPhone: "Sin teléfono móvil",
    change: "Cambiar",
    changeEmail: "Cambiar el correo electrónico",
    changePhone: "Cambiar el teléfono móvil",
    newEmail: "Nuevo correo electrónico",
    newPhone: "Nuevo teléfono móvil",
    phoneHint: "Un móvil español: 9 cifras que empiezan por 6 o 7.",
    code: "Código recibido por SMS",
    codeHint: "6 cifras. Caduca en 10 minutos.",
    sendCode: "Enviar código",
    sendLink: "Enviar enlace",
    confirm: "Confirmar",
    cancel: "Cancelar",
    newCode: "Pedir otro código",
    loading: "Cargando los datos de contacto…",
    loadError: "No hemos podido cargar tus datos de contacto.",
    pending: "Pendiente de confirmar",
    codeSent: "Te hemos enviado un código por SMS al nuevo móvil. Escríbelo para confirmar el cambio.",
    linkSent:
      "Te hemos enviado un enlace a la nueva dirección. Ábrelo para confirmar el cambio; hasta entonces seguiremos usando la actual.",
    phoneSaved: "Hemos guardado tu nuevo teléfono móvil.",
    invalidPhone: "Introduce un número de móvil español: 9 cifras que empiecen por 6 o 7, con +34 delante si quieres.",
    invalidEmail: "Introduce una dirección de correo electrónico válida, por ejemplo nombre@dominio.es.",
    invalidCode: "El código tiene 6 cifras.",
    wrongCode: "El código no es correcto o ha caducado. Revisa el último SMS que te hemos enviado o pide un código nuevo.",
    emailInUse: "No puedes usar esta dirección de correo electrónico. Escribe otra.",
    sameEmail: "Esta ya es la dirección de correo electrónico de tu cuenta.",
    error: "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.",
  },
  contactLink: {
    confirmHeading: "Confirmar el nuevo correo electrónico",
    confirmIntro: "Pulsa «Confirmar» para usar esta dirección en tu cuenta de la Oficina Virtual.",
    confirm: "Confirmar",
    confirmed: "Hemos cambiado tu dirección de correo electrónico. Hemos avisado a la dirección anterior.",
    undoHeading: "Deshacer el cambio de correo electrónico",
    undoIntro: "Pulsa «Deshacer el cambio» para volver a poner tu dirección anterior. Se cerrarán todas las sesiones abiertas.",
    undo: "Deshacer el cambio",
    undone:
      "Hemos vuelto a poner tu dirección de correo electrónico anterior y hemos cerrado todas las sesiones. Te recomendamos cambiar la contraseña.",
    invalid: "El enlace no es válido, ya se ha usado o ha caducado.",
    login: "Acceder",
  },
} satisfies LabelTree;

export const contactDetailsArea = textArea("labels.account", contactDetailsLabels);
