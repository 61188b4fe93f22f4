import { COMPANY } from "@oficina-virtual/api-contract";
/**
 * Screen texts of the account widgets that are not messages of the spec's §8 catalogue
 * (headings, button and column labels…). They are copied from the spec where it quotes
 * them. The login form's texts of the same area are in accountLogin.ts. A host overrides any
 * of them through `<PortalProvider messages={{ labels: { account: … } }}>`.
 */
export const accountLabels = {
  supportPhone: COMPANY.phone,
  /** Also in accountLogin.ts (the login form's handle). */
  administradorFinca: "Administrador de finca",
  back: "Volver",
  send: "Enviar",
  connectionCheck: {
    heading: "Diagnóstico de conexión",
    checking: "Comprobando la conexión…",
    api: "Oficina Virtual",
    testPage: "Página de prueba externa",
    ipInfo: "Información de la conexión",
    ok: "Disponible",
    unreachable: "No disponible",
    notConfigured: "No configurada",
    downloadAgain: "Descargar el diagnóstico",
    fileName: "diagnostico-conexion.txt",
    /** The lines of the diagnostic file a support agent reads. */
    file: {
      result: "Resultado",
      date: "Fecha",
      browser: "Navegador",
      language: "Idioma",
      online: "En línea",
      yes: "sí",
      no: "no",
      page: "Página",
    },
  },
  signup: {
    customerTitle: "Registro de Usuario",
    administratorTitle: "Registro de Administrador de Fincas",
    steps: "Pasos del registro",
    stepUserData: "Datos de Usuario",
    stepSummary: "Resumen",
    stepReceived: "Datos recibidos",
    confirmHeading: "Confirma tus datos",
    next: "Siguiente",
    previous: "Volver al paso anterior",
    confirm: "Confirmar Datos",
    yes: "Sí",
    no: "No",
    selectPlaceholder: "Selecciona una opción",
    spanish: "Español",
    lastNames: "Apellidos",
    contractsHeading: "Contratos encontrados",
    searchingContracts: "Buscando los contratos…",
    contractsLine: "Línea",
    /** The values of the `contractsLine` column (the server's names are Spanish). */
    contractsLines: { electricidad: "Electricidad", gas: "Gas" },
    contractsCups: "CUPS",
    administratorNote: "Los administradores de fincas deben estar registrados previamente como administradores en nuestro sistema.",
    /** Why the administrator form has no password: it is chosen on the mailed link's page. */
    administratorPasswordNote:
      "No te pedimos una contraseña: al terminar te enviaremos un correo electrónico con un enlace para que la elijas.",
    /** {{email}} */
    administratorContactEmail: "Si tienes dudas, escríbenos a {{email}}.",
    documentTypes: { nif: "NIF", cif: "CIF", nie: "NIE" },
    /** Why a customer must give the phone: the holder lookup matches it. */
    phoneHint: "Lo usamos para comprobar que eres el titular del contrato.",
    /** After the lookup or the send got no answer: tries again, keeping everything typed. */
    retry: "Volver a intentar",
    /** The step between the form and the summary: the one-time code sent to the contact on
     * file of the holder (or of the registered administrator) proves the signup is theirs. */
    stepCode: "Verificación",
    /** Step 4 for an administrator the retailer registered: the password is chosen on the
     * page of the mailed link, never by the signup. */
    administratorReceived:
      "¡Gracias por registrarte! Te hemos enviado un correo electrónico con un enlace para que elijas tu contraseña y actives tu cuenta.",
    code: {
      heading: "Código de verificación",
      sending: "Enviando el código de verificación…",
      intro: "Para proteger tus contratos, te hemos enviado un código de 6 cifras a los datos de contacto que constan en tu contrato:",
      administratorIntro: "Te hemos enviado un código de 6 cifras al correo electrónico con el que estás registrado como administrador:",
      /** {{destination}} */
      toEmail: "por correo electrónico a {{destination}}",
      /** {{destination}} */
      toSms: "por SMS al teléfono {{destination}}",
      expiry: "El código caduca en 10 minutos. Si tus datos de contacto han cambiado, llama a Atención al Cliente.",
      field: "Código de verificación",
      required: "Escribe el código de 6 cifras que te hemos enviado.",
      format: "El código tiene 6 cifras, sin letras ni espacios.",
      wrong: "El código no es correcto o ha caducado. Revisa el último código que te hemos enviado o pide uno nuevo.",
      verify: "Verificar código",
      resend: "Enviar otro código",
      resent: "Te hemos enviado un código nuevo. El anterior ya no sirve.",
    },
  },
  validation: {
    redirecting: "Validando tu cuenta…",
    successHeading: "Registro completado",
    /** {{name}} */
    greeting: "¡Hola, {{name}}!",
    greetingAnonymous: "¡Hola!",
    success: "Tu registro se ha completado correctamente. Ya puedes acceder a la Oficina Virtual.",
    enter: "Ingresar",
    errorHeading: "Error de validación",
    error: "Se ha producido un problema al validar tu cuenta.",
    /** {{phone}} */
    persist: "Si el problema persiste, contacta con Atención al Cliente en el teléfono {{phone}}.",
  },
  resendValidation: {
    heading: "Reenviar correo de validación",
  },
  passwordReset: {
    heading: "Cambiar Contraseña",
    recoverUsername: "¿Has olvidado tu nombre de usuario?",
  },
  setPassword: {
    heading: "Nueva contraseña",
    save: "Guardar contraseña",
    home: "Ir a la Oficina Virtual",
  },
  recoverUsername: {
    heading: "Recuperar nombre de usuario",
    passwordReset: "¿Has olvidado tu contraseña?",
  },
  emailLinkPassword: {
    heading: "Cambiar contraseña",
    checking: "Comprobando el enlace…",
    submit: "Cambiar contraseña",
    login: "Acceder",
    passwordReset: "Cambiar Contraseña",
  },
  verifyEmail: {
    heading: "Verificar correo electrónico",
    checking: "Comprobando el enlace…",
    intro: "Pulsa Confirmar para verificar tu dirección de correo electrónico.",
    confirm: "Confirmar",
    login: "Acceder",
    retry: "Volver a intentar",
  },
  accountMenu: {
    heading: "Mi cuenta",
    email: "Correo electrónico",
    menu: "Opciones de la cuenta",
    changePassword: "Cambio de contraseña",
    logout: "Cerrar sesión",
    save: "Cambiar contraseña",
  },
} satisfies LabelTree;

export const accountArea = textArea("labels.account", accountLabels);

import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";
