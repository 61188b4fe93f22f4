import type { Messages } from "../messages";
import { internalError, retryLater, unexpectedError } from "../sentences";
import { labelsEsES } from "./labels";

export type { DeepPartial, Messages } from "../messages";

const wrongCredentials = "El usuario y/o contraseña no son correctos para ingresar.";
const notValidated = "Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.";
const cannotConnect = "No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.";
const sessionExpired = "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.";

/**
 * Spanish texts. Quoted spec texts are copied character for character (some end
 * without a period, some spell "carácteres": that is the contract); texts the spec
 * only describes are ours, in the informal "tú" most quoted texts use.
 *
 * Only the areas of every page's first load (the login page, the frame, the idle timeout):
 * the other areas' Spanish texts are in es-ES/, one handle per area, and come with the
 * widgets that show them (read them with useTexts / textsOf).
 */
export const esES = {
  labels: labelsEsES,
  common: {
    unknownError: "Error desconocido",
    processingError: "Error al procesar la solicitud.",
    retryLater,
    unexpectedError,
    downloadsBusy: "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.",
    downloadsServerBusy: "Hay muchas descargas en curso. Inténtalo de nuevo en unos segundos.",
    tooManyAttempts: "Has superado el número de intentos. Inténtalo de nuevo en {{wait}}.",
    tooManyAttemptsLater: "Has superado el número de intentos. Inténtalo de nuevo más tarde.",
    writeQuota: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en {{wait}}.",
    writeQuotaLater: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo más tarde.",
  },
  login: {
    codes: {
      "104": wrongCredentials,
      "157": notValidated,
      "207": "El correo electrónico de verificación se ha enviado correctamente.",
      "400": internalError,
      "401": sessionExpired,
      "404": cannotConnect,
      "461": notValidated,
      "462": wrongCredentials,
      "464": "Se ha producido un error al enviar el correo electrónico de verificación.",
      "470": cannotConnect,
      "500": wrongCredentials,
      default: retryLater,
    },
    resendValidationLink: "Solicitar un nuevo enlace de validación",
  },
  session: {
    expired: sessionExpired,
    // Not in the spec, which logs out silently after an empty first contracts answer.
    noContracts: "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
  },
  // Not in the spec (issue #17): the idle timeout's warning.
  sessionTimeout: {
    title: "Tu sesión va a caducar",
    description: "Por tu seguridad, cerraremos la sesión si no hay actividad.",
    stay: "Seguir conectado",
    logout: "Cerrar sesión",
    countdown: "La sesión se cerrará en {{time}}.",
    remaining: "Quedan {{seconds}} segundos para que se cierre la sesión.",
  },
} satisfies Messages;
