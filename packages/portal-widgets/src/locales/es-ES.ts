import { labelsEsES } from "./labels";
import type { Messages } from "./messages";

export type { DeepPartial, Messages } from "./messages";

const internalError = "Se ha producido un error interno. Por favor, inténtalo más tarde.";
const unavailable = "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.";
const specialCharacters = "La contraseña contiene caracteres especiales no permitidos.";
const retryLater = "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.";
const unexpectedError = "Ha ocurrido un error inesperado.";
const wrongCredentials = "El usuario y/o contraseña no son correctos para ingresar.";
const notValidated = "Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.";
const cannotConnect = "No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.";
const sessionExpired = "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.";
const signupThanks = "¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.";
const noContract = "No se ha encontrado ningún contrato con los datos facilitados. Por favor, contacta con Atención al Cliente.";
const validationSent = "Te hemos enviado de nuevo el correo electrónico de validación.";
const resetSent = "Te hemos enviado un correo electrónico para cambiar tu contraseña.";
const wrongCurrentPassword = "La contraseña actual no es correcta.";

/**
 * Spanish texts. Quoted spec texts are copied character for character (some end
 * without a period, some spell "carácteres": that is the contract); texts the spec
 * only describes are ours, in the informal "tú" most quoted texts use.
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
  },
  fields: {
    usuario: "Usuario",
    contrasena: "Contraseña",
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
    administradorFinca: "Administrador de finca",
  },
  validation: {
    required: "El campo {{field}} es obligatorio.",
    maxLength: "El campo {{field}} no debe ser mayor a {{max}} caracteres",
    email: "El campo {{field}} debe contener un correo electrónico válido.",
    numeric: "El campo {{field}} sólo puede contener números.",
    minDigits: "El campo {{field}} debe tener al menos {{min}} dígitos.",
    invalidOption: "El valor del campo {{field}} no es válido.",
    passwordMismatch: "Las contraseñas no coinciden.",
    emailMismatch: "Los correos electrónicos no coinciden.",
    ownerCifMismatch: "El CIF del titular debe coincidir con el número de documento.",
    forbiddenChars: "El campo {{field}} contiene caracteres no permitidos, como tabuladores o caracteres de control.",
  },
  rules: {
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
  },
  emailLinkPassword: {
    minLength: "La contraseña debe tener al menos 8 caracteres.",
    complexity:
      "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial",
    mismatch: "Las contraseñas no coinciden.",
  },
  dateRange: {
    desdeRequired: "El campo Desde es obligatorio.",
    hastaRequired: "El campo Hasta es obligatorio.",
    range12Months: "Sólo es posible realizar una consulta en un rango de 12 meses.",
    range1Month: "Sólo es posible realizar una consulta en el rango de 1 mes.",
    range1Year: "Sólo es posible realizar una consulta en el rango de 1 año.",
    hastaBeforeDesde: "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.",
    hastaFuture: "La fecha de fin de la consulta no puede ser posterior a hoy.",
  },
  reading: {
    labels: {
      energiaActivaTotal: "Energía Activa Total",
      punta: "Punta",
      llano: "Llano",
      valle: "Valle",
      energiaActiva: "Energía Activa {{period}}",
      energiaReactiva: "Energía Reactiva {{period}}",
      potenciaMaxima: "Potencia Máxima {{period}}",
      consumo: "Consumo",
    },
    numeric:
      "El campo {{field}} sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles",
    positive: "El campo {{field}} debe de ser mayor que cero (0)",
  },
  identity: {
    cupsFormat: "El CUPS no tiene un formato válido.",
    cupsControl: "Las letras de control del CUPS no son correctas.",
    nifFormat: "El NIF no tiene un formato válido.",
    nifControl: "La letra de control del NIF no es correcta.",
    nieFormat: "El NIE no tiene un formato válido.",
    nieControl: "La letra de control del NIE no es correcta.",
    cifFormat: "El CIF no tiene un formato válido.",
    cifControl: "El carácter de control del CIF no es correcto.",
    unknownType: "El tipo de documento no es válido.",
  },
  connectionCheck: {
    button: "Comprobar conexión",
    success: "La conexión se ha verificado correctamente.",
    failure: "No hay conexión con la Oficina Virtual. Por favor, contacta con Atención al Cliente en el teléfono {{phone}}.",
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
  signup: {
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
  },
  changePassword: {
    statuses: {
      "200": "La contraseña se ha cambiado correctamente.",
      "400": wrongCurrentPassword,
      "403": wrongCurrentPassword,
      "465": specialCharacters,
      "500": wrongCurrentPassword,
      default: retryLater,
    },
  },
  resendValidation: {
    statuses: {
      "200": validationSent,
      "202": validationSent,
      "204": validationSent,
      "404": "No existe ningún usuario con estos datos.",
      "409": "Tu usuario ya está activo. Puedes iniciar sesión.",
      "500": "Se ha producido un error no controlado. Por favor, inténtalo más tarde.",
      "503": unavailable,
      default: retryLater,
    },
    loginLink: "Iniciar sesión",
  },
  passwordReset: {
    statuses: {
      "202": resetSent,
      "204": resetSent,
      "400": "Los datos introducidos no coinciden con los del registro.",
      "464": "No se ha podido cambiar la contraseña.",
      "465": specialCharacters,
      "500": internalError,
      "503": unavailable,
      default: unexpectedError,
    },
    codes: {
      "169": "El correo electrónico no coincide con el del registro.",
      "170": "El teléfono no coincide con el del registro.",
      "174": "El nombre de usuario no está registrado.",
    },
  },
  setPassword: {
    statuses: {
      "202": "La contraseña se ha guardado correctamente.",
      "400": "La solicitud no es correcta.",
      "412": "No se cumplen las condiciones necesarias para cambiar la contraseña.",
      "465": specialCharacters,
      "500": internalError,
      "503": unavailable,
      default: unexpectedError,
    },
    codes: {
      "147": "El código de confirmación ha caducado o no es correcto.",
      "176": "El formato de la contraseña no es correcto.",
    },
  },
  recoverUsername: {
    statuses: {
      "200": "Te hemos enviado un correo electrónico con tu nombre de usuario.",
      "204": "No existe ninguna cuenta asociada a este correo electrónico.",
      "400": "No se ha encontrado ningún usuario con estos datos.",
      "500": internalError,
      "503": unavailable,
      default: unexpectedError,
    },
  },
  tokenPages: {
    expired: "El enlace ha caducado o no es válido.",
    requestNewLink: "Solicitar nuevo enlace",
    specialCharacters,
    emailVerified: "Tu correo electrónico se ha verificado correctamente.",
    passwordUpdated: "Tu contraseña se ha actualizado correctamente.",
  },
  issues: {
    success: "El registro de la nueva solicitud se ha realizado con éxito.",
    successCode: "Código de la solicitud: {{code}}",
    contactSoon: "Nos pondremos en contacto lo antes posible.",
    error: "Ha habido un error, inténtalo nuevamente.",
    empty: "No se han encontrado solicitudes.",
  },
  session: {
    expired: sessionExpired,
    // Not in the spec, which logs out silently after an empty first contracts answer.
    noContracts: "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
  },
  contracts: {
    empty: "No se han encontrado productos contratados.",
    detailError: "Se ha producido un error al intentar obtener la información del contrato {{code}}",
  },
  invoices: {
    empty: "No se han encontrado facturas en las fechas seleccionadas.",
    pdfError: "Ha ocurrido un error al intentar descargar el PDF de la factura.",
    pdfErrorWithNumber: "Ha ocurrido un error al intentar descargar la factura: {{invoice}}",
    zipError: "Ha ocurrido un error al intentar descargar el ZIP de la factura.",
    fileError: "Ha ocurrido un error al intentar descargar el archivo solicitado.",
    exportZipError: "Ha ocurrido un error al intentar exportar las facturas en ZIP",
    exportExcelError: "Ha ocurrido un error al intentar exportar las facturas en EXCEL",
    exportPdfError: "Ha ocurrido un error al intentar exportar las facturas en PDF",
    pdfUnavailable: "PDF No disponible",
    overLimit: "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos.",
    currentResults: "Resultados actuales {{count}}",
    brokenLimits: "Límites incumplidos:",
  },
  exportLimits: {
    excel: "EXCEL: 1,000 resultados",
    pdfZip: "PDF, ZIP: 200 resultados",
    yearRange: "Sólo se permite 1 Año como máximo para las exportaciones.",
  },
  telemetry: {
    empty: "No se han encontrado mediciones para las fechas seleccionadas.",
    emptyHint: "Comprueba que las fechas seleccionadas son correctas.",
  },
  loadCurve: { empty: "No se han encontrado mediciones para este CUPS." },
  certificate: { empty: "No se han encontrado certificados en las fechas seleccionadas." },
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
