import type { TextArea } from "../../textArea";
/**
 * The host app's page texts: the browser tab's title after each navigation (route metadata,
 * part 1 §2 and part 2 §2.1: "Aviso Legal | Oficina Virtual") and the not-found page. The
 * Spanish titles are the ones the route table always had; apps/host/src/routes/routeTable.ts
 * names each route's key.
 */
export const pagesLabels = {
  /** {{title}}: one of `titles`. */
  documentTitle: "{{title}} | Oficina Virtual",
  titles: {
    home: "Inicio",
    login: "Iniciar sesión",
    signup: "Regístrate",
    validationRequest: "Validación de usuario",
    validationSuccess: "Usuario validado",
    validationError: "Error de validación",
    recoverUsername: "Recuperar usuario",
    resendValidation: "Reenviar validación",
    passwordReset: "Recuperar contraseña",
    setNewPassword: "Nueva contraseña",
    emailLinkPassword: "Cambio de contraseña",
    verifyEmail: "Verificación de e-mail",
    confirmEmailChange: "Confirmar el nuevo correo electrónico",
    undoEmailChange: "Deshacer el cambio de correo electrónico",
    account: "Mi cuenta",
    issues: "Solicitudes",
    issueDetail: "Detalle de solicitud",
    newIssue: "Crear Solicitud",
    invoices: "Buscar Facturas",
    allInvoices: "Facturas",
    gasInvoices: "Buscar Facturas de Gas",
    administrator: "Administrador de finca",
    telemetry: "Buscar telemedida",
    loadCurve: "Buscar curva de carga",
    power: "Potencia óptima",
    certificate: "Certificado de Consumos",
    readingInput: "Aporte de lecturas",
    legalNotice: "Aviso Legal",
    cookiePolicy: "Política de Cookies",
    privacyPolicy: "Política de Privacidad",
    accessibility: "Declaración de accesibilidad",
    notFound: "Página no encontrada",
  },
  /** The home page's heading, above the widgets. */
  homeHeading: "Bienvenido a tu Oficina Virtual",
  /** The global loading indicator's status, for screen readers, while any call is in flight. */
  busy: "Cargando…",
  /** The layout's first link, visible on keyboard focus: it jumps over the header to the page. */
  skipToContent: "Saltar al contenido",
  /** The page of an unknown address (its heading is `titles.notFound`). */
  notFound: {
    text: "La dirección que has abierto no existe o ha cambiado.",
    back: "Volver al inicio",
  },
};

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const pagesArea: TextArea<typeof pagesLabels> = { key: "labels.pages", spanish: pagesLabels };
