import { textArea } from "../textArea";
import { internalError, specialCharacters, unavailable } from "./sentences";

const signupThanks = "¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.";
const noContract = "No se ha encontrado ningún contrato con los datos facilitados. Por favor, contacta con Atención al Cliente.";

/** The sign-up's answers by status (SignupWizard). */
export const signupMessages = textArea("signup", {
  statuses: {
    "0": noContract,
    "200": "El nombre de usuario ya existe. Por favor, elige otro.",
    "201": signupThanks,
    "204": signupThanks,
    "207": signupThanks,
    "403": noContract,
    "404": "No se ha encontrado el recurso solicitado.",
    "405": "Método no permitido.",
    "408": "El servidor ha tardado demasiado en responder. Por favor, inténtalo más tarde.",
    "461": "Se ha producido un error al verificar el documento de identidad.",
    "464": "Faltan campos obligatorios por completar.",
    "465": specialCharacters,
    "470": "Has introducido caracteres no permitidos en alguno de los campos.",
    "499": "La solicitud ha sido cancelada.",
    "500": internalError,
    "502": "Error de comunicación o servicio en mantenimiento. Por favor, inténtalo más tarde.",
    "503": unavailable,
    "504": "Se ha agotado el tiempo de espera. Por favor, inténtalo más tarde.",
    default: "Se ha producido un error desconocido. Por favor, inténtalo más tarde.",
  },
});
